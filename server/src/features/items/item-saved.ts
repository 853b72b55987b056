/**
 * Work other features start when an item is posted or edited, after its transaction committed
 * (lost-reports queues matching). They register here at start, so items does not import them and
 * the two features do not import each other.
 */
import type { AppContext } from '../../context';

export type ItemSavedListener = (ctx: AppContext, itemId: number) => Promise<void>;

// A set: each app built in the same process (tests) registers the same function again.
const listeners = new Set<ItemSavedListener>();

export function onItemSaved(listener: ItemSavedListener): void {
  listeners.add(listener);
}

/** Listeners must not throw: the finder's post has already succeeded. */
export async function announceItemSaved(ctx: AppContext, itemId: number): Promise<void> {
  for (const listener of listeners) await listener(ctx, itemId);
}
