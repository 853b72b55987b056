/** Marking a contact message read is recorded, so the team knows who has seen what. */
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { recordAudit } from '../../../lib/audit';
import { findContactMessage, markContactMessageRead } from './admin-messages.repository';

export async function markMessageRead({ ctx, adminId, messageId }: { ctx: AppContext; adminId: string; messageId: number }) {
  return ctx.db.transaction(async (tx) => {
    const message = await findContactMessage(tx, messageId);
    if (!message) throw new AppError('CONTACT_MESSAGE_NOT_FOUND', 'Message not found');
    if (message.isRead) return message;
    const updated = await markContactMessageRead(tx, messageId);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'contact_message.read',
      targetType: 'contact_message',
      targetId: messageId,
      details: { subject: message.subject },
    });
    return updated;
  });
}
