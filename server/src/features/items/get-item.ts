/** GET /api/items/{id}: one item; hidden and removed ones exist only for their finder and admins. */
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { findItemRecord, findPaidItemIds } from './items.repository';
import { accessOf, canSeeItem, toItemJson, type Viewer } from './item-json';

export async function getItem(
  ctx: AppContext,
  { itemId, viewer, countView }: { itemId: number; viewer: Viewer | null; countView: () => void },
) {
  const record = await findItemRecord(ctx.db, itemId);
  if (!record) throw notFound('Item not found');
  const paid = viewer && viewer.id !== record.item.finderId ? await findPaidItemIds(ctx.db, viewer.id, [itemId]) : new Set<number>();
  const access = accessOf(viewer, record.item, paid.has(itemId));
  if (!canSeeItem(record.item, access)) throw notFound('Item not found');
  if (!access.isFinder) countView();
  return toItemJson(record, access);
}
