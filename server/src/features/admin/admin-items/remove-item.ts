/**
 * An admin removal is a soft delete (docs/rules.md "Items"): status 'removed' with who, when and
 * why; nothing is erased and payments keep their item.
 */
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { recordAudit } from '../../../lib/audit';
import { notify } from '../../notifications';
import { findUserById } from '../admin-users/admin-users.repository';
import { itemRemovedEmail, sendSafely } from '../admin-emails';
import { removeItemByAdmin } from '../../items';
import { findItemById } from './admin-items.repository';

export interface RemoveItemOptions {
  ctx: AppContext;
  adminId: string;
  itemId: number;
  reason: string;
  customMessage?: string;
  sendEmail?: boolean;
}

export async function removeItem({ ctx, adminId, itemId, reason, customMessage, sendEmail }: RemoveItemOptions) {
  const { item, finder } = await ctx.db.transaction(async (tx) => {
    const existing = await findItemById(tx, itemId);
    if (!existing) throw new AppError('ITEM_NOT_FOUND', 'Item not found');
    if (existing.status === 'removed') throw new AppError('ITEM_ALREADY_REMOVED', 'Item has already been removed');
    const updated = await removeItemByAdmin(tx, itemId, { reason, adminId });
    if (!updated) throw new AppError('ITEM_ALREADY_REMOVED', 'Item has already been removed');
    await recordAudit(tx, {
      actorId: adminId,
      action: 'item.remove',
      targetType: 'item',
      targetId: itemId,
      reason,
      details: { title: existing.title, previousStatus: existing.status, customMessage: customMessage ?? null, sendEmail: !!sendEmail },
    });
    await notify(tx, {
      userId: existing.finderId,
      type: 'item_removed',
      kind: 'item_removed',
      params: { item: existing.title, reason, ...(customMessage ? { note: customMessage } : {}) },
      itemId,
      itemTitle: existing.title,
    });
    return { item: updated, finder: await findUserById(tx, existing.finderId) };
  });

  if (sendEmail && finder?.email) {
    await sendSafely(
      ctx,
      itemRemovedEmail({
        to: finder.email,
        firstName: finder.firstName,
        itemTitle: item.title,
        reason,
        customMessage,
        supportEmail: ctx.config.SUPPORT_EMAIL,
        language: finder.language,
      }),
      { itemId },
    );
  }
  return item;
}
