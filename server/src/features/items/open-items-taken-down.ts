/**
 * Work other features do inside the transaction that takes open items down (a finder's
 * withdrawal): claims closes the claims still open on them and tells their claimers. They register
 * at start (claims/claims.routes.ts), so items does not import them and the two features do not
 * import each other (docs/decisions/0253).
 */
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { defineHookList } from '../../lib/feature-hook';

export interface OpenItemsTakenDown {
  items: { id: number; title: string }[];
  /** Our words for why (stored with what a listener closes), never a user's. */
  reason: string;
}

/** Returns how many open dealings it closed (the withdrawal reports the claims closed). */
export type OpenItemsTakenDownListener = (tx: Executor, takenDown: OpenItemsTakenDown) => Promise<number>;

const openItemsTakenDown = defineHookList<OpenItemsTakenDownListener>();

export function onOpenItemsTakenDown(ctx: AppContext, listener: OpenItemsTakenDownListener): void {
  openItemsTakenDown.register(ctx, listener);
}

/** Inside the take-down's transaction: a listener that throws rolls the take-down back with it. */
export async function announceOpenItemsTakenDown(ctx: AppContext, tx: Executor, takenDown: OpenItemsTakenDown): Promise<number> {
  let closed = 0;
  for (const listener of openItemsTakenDown.steps(ctx)) closed += await listener(tx, takenDown);
  return closed;
}
