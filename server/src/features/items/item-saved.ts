/**
 * Work other features start when an item is posted or edited, after its transaction committed
 * (lost-reports queues matching). They register here at start (lib/feature-hook.ts), so items does
 * not import them and the two features do not import each other.
 */
import type { AppContext } from '../../context';
import { defineHookList } from '../../lib/feature-hook';

export type ItemSavedListener = (ctx: AppContext, itemId: number) => Promise<void>;

const itemSaved = defineHookList<ItemSavedListener>();

export function onItemSaved(ctx: AppContext, listener: ItemSavedListener): void {
  itemSaved.register(ctx, listener);
}

/** Listeners must not throw: the finder's post has already succeeded. */
export async function announceItemSaved(ctx: AppContext, itemId: number): Promise<void> {
  for (const listener of itemSaved.steps(ctx)) await listener(ctx, itemId);
}
