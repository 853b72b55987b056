/**
 * Hiding takes an item out of every public list and page at once (the public queries filter
 * is_hidden); the row stays, and an admin can show it again.
 */
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { recordAudit } from '../../../lib/audit';
import { notify } from '../../notifications';
import { updateItemModeration } from '../../items';
import { findItemById } from './admin-items.repository';

export interface HideItemOptions {
  ctx: AppContext;
  adminId: string;
  itemId: number;
  reason: string;
}

export async function hideItem({ ctx, adminId, itemId, reason }: HideItemOptions) {
  return ctx.db.transaction(async (tx) => {
    const item = await findItemById(tx, itemId);
    if (!item) throw new AppError('ITEM_NOT_FOUND', 'Item not found');
    const updated = await updateItemModeration(tx, itemId, {
      isHidden: true,
      hiddenBy: adminId,
      hiddenAt: new Date(),
      hiddenReason: reason,
    });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'item.hide',
      targetType: 'item',
      targetId: itemId,
      reason,
      details: { title: item.title },
    });
    await notify(tx, {
      userId: item.finderId,
      type: 'item_hidden',
      kind: 'item_hidden',
      params: { item: item.title, reason },
      itemId,
      itemTitle: item.title,
    });
    return updated;
  });
}
