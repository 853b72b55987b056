import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { recordAudit } from '../../../lib/audit';
import { updateItemModeration } from '../../items';
import { findItemById } from './admin-items.repository';

export interface UnhideItemOptions {
  ctx: AppContext;
  adminId: string;
  itemId: number;
}

export async function unhideItem({ ctx, adminId, itemId }: UnhideItemOptions) {
  return ctx.db.transaction(async (tx) => {
    const item = await findItemById(tx, itemId);
    if (!item) throw new AppError('ITEM_NOT_FOUND', 'Item not found');
    if (!item.isHidden) throw new AppError('ITEM_NOT_HIDDEN', 'Item is not hidden');
    const updated = await updateItemModeration(tx, itemId, { isHidden: false, hiddenBy: null, hiddenAt: null, hiddenReason: null });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'item.unhide',
      targetType: 'item',
      targetId: itemId,
      // The reason it was hidden, so the trail shows what was lifted.
      details: { title: item.title, hiddenReason: item.hiddenReason, hiddenAt: item.hiddenAt?.toISOString() ?? null },
    });
    return updated;
  });
}
