/** GET /api/items/{id}: one item; hidden and removed ones exist only for their finder and admins. */
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { findPaidItemIds } from './items.repository';
import { accessOf, canSeeItem, toItemJson, type ItemRecord, type Viewer } from './item-json';
import type { CatalogueCache } from './catalogue-cache';

export async function getItem(
  ctx: AppContext,
  { itemId, viewer, countView, cache, loadRecord }: {
    itemId: number;
    viewer: Viewer | null;
    countView: () => void;
    /** Item rows kept while the catalogue does not change (catalogue-cache.ts). */
    cache: CatalogueCache<ItemRecord | undefined>;
    /** Looks up a row not kept, together with the others asked for now (item-record-loader.ts). */
    loadRecord: (id: number) => Promise<ItemRecord | undefined>;
  },
) {
  const record = await cache.get(String(itemId), () => loadRecord(itemId));
  if (!record) throw notFound('Item not found');
  const paid = viewer && viewer.id !== record.item.finderId ? await findPaidItemIds(ctx.db, viewer.id, [itemId]) : new Set<number>();
  const access = accessOf(viewer, record.item, paid.has(itemId));
  if (!canSeeItem(record.item, access)) throw notFound('Item not found');
  if (!access.isFinder) countView();
  return toItemJson(record, access);
}
