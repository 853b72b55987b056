/**
 * Work other features do inside the transaction that takes open items down (a finder's
 * withdrawal): claims closes the claims still open on them and tells their claimers. They register
 * at start (claims/claims.routes.ts), so items does not import them and the two features do not
 * import each other (docs/decisions/0253).
 */
import type { Executor } from '../../db/client';

export interface OpenItemsTakenDown {
  items: { id: number; title: string }[];
  /** Our words for why (stored with what a listener closes), never a user's. */
  reason: string;
}

/** Returns how many open dealings it closed (the withdrawal reports the claims closed). */
export type OpenItemsTakenDownListener = (tx: Executor, takenDown: OpenItemsTakenDown) => Promise<number>;

// A set: each app built in the same process (tests) registers the same function again.
const listeners = new Set<OpenItemsTakenDownListener>();

export function onOpenItemsTakenDown(listener: OpenItemsTakenDownListener): void {
  listeners.add(listener);
}

/** Inside the take-down's transaction: a listener that throws rolls the take-down back with it. */
export async function announceOpenItemsTakenDown(tx: Executor, takenDown: OpenItemsTakenDown): Promise<number> {
  let closed = 0;
  for (const listener of listeners) closed += await listener(tx, takenDown);
  return closed;
}
