/** GET /api/items/{id}: one item; hidden and removed ones exist only for their finder and admins. */
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { findItemRecord, findPaidItemIds } from './items.repository';
import { accessOf, canSeeItem, toItemJson, type ItemRecord, type Viewer } from './item-json';
import type { CatalogueCache } from './catalogue-cache';

export async function getItem(
  ctx: AppContext,
  { itemId, viewer, countView, cache }: {
    itemId: number;
    viewer: Viewer | null;
    countView: () => void;
    /** Item rows kept while the catalogue does not change (catalogue-cache.ts). */
    cache: CatalogueCache<ItemRecord | undefined>;
  },
) {
  const record = await cache.get(String(itemId), () => findItemRecord(ctx.db, itemId));
  if (!record) throw notFound('Item not found');
  const paid = viewer && viewer.id !== record.item.finderId ? await findPaidItemIds(ctx.db, viewer.id, [itemId]) : new Set<number>();
  const access = accessOf(viewer, record.item, paid.has(itemId));
  if (!canSeeItem(record.item, access)) throw notFound('Item not found');
  if (!access.isFinder) countView();
  return toItemJson(record, access);
}
