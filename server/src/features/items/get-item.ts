/** GET /api/items/{id}: one item; hidden and removed ones exist only for their finder and admins. */
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { findPaidItemIds } from './items.repository';
import { accessOf, canSeeItem, toItemJson, type ItemRecord, type Viewer } from './item-json';
import type { CatalogueCache } from './catalogue-cache';
import { feesForCustody, shareTargetOf, findHeldCustody } from '../custody';

export async function getItem(
  ctx: AppContext,
  {
    itemId,
    viewer,
    countView,
    cache,
    loadRecord,
  }: {
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
  if (!record) throw new AppError('ITEM_NOT_FOUND', 'Item not found');
  const paid = viewer && viewer.id !== record.item.finderId ? await findPaidItemIds(ctx.db, viewer.id, [itemId]) : new Set<number>();
  const access = accessOf(viewer, record.item, paid.has(itemId));
  if (!canSeeItem(record.item, access)) throw new AppError('ITEM_NOT_FOUND', 'Item not found');
  if (!access.isFinder) countView();
  const json = toItemJson(record, access);
  // What the owner will pay for a held item, before claiming: it depends on who takes the finder's share (docs/decisions/0242).
  if (!record.heldBy) return json;
  const custody = await findHeldCustody(ctx.db, itemId);
  const fees = await feesForCustody(ctx.db, custody);
  // Named for who receives it, so the owner reads what the money is for before claiming (docs/decisions/0261).
  const shareTo = fees.finderAmount > 0 ? shareTargetOf(custody).to : 'none';
  return { ...json, fees: { total: fees.totalFee, platform: fees.platformAmount, finder: fees.finderAmount, shareTo } };
}
