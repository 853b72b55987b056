/**
 * An admin corrects a user's e-mail and phone. The phone is where the finder's M-Pesa payout
 * goes, so the trail keeps both the old and the new values.
 */
import { MESSAGE_KEYS } from '@okota/shared';
import type { AppContext } from '../../../context';
import { AppError, isUniqueViolation } from '../../../lib/errors';
import { recordAudit } from '../../../lib/audit';
import { findOtherUserWith, findUserById, updateUserAccount } from './admin-users.repository';

export interface EditUserOptions {
  ctx: AppContext;
  adminId: string;
  userId: string;
  email: string;
  phone: string;
}

export async function editUser({ ctx, adminId, userId, email, phone }: EditUserOptions) {
  try {
    return await ctx.db.transaction(async (tx) => {
      const target = await findUserById(tx, userId);
      if (!target) throw new AppError('USER_NOT_FOUND', 'User not found');
      if (await findOtherUserWith(tx, 'email', email, userId)) throw new AppError('EMAIL_TAKEN', MESSAGE_KEYS.emailTaken);
      if (await findOtherUserWith(tx, 'phone', phone, userId)) throw new AppError('PHONE_TAKEN', MESSAGE_KEYS.phoneTaken);
      const updated = await updateUserAccount(tx, userId, { email, phone });
      await recordAudit(tx, {
        actorId: adminId,
        action: 'user.edit',
        targetType: 'user',
        targetId: userId,
        details: { from: { email: target.email, phone: target.phone }, to: { email, phone } },
      });
      return updated;
    });
  } catch (error) {
    // Two admins saving the same address at once: the unique index decides.
    if (isUniqueViolation(error, 'users_email_unique')) throw new AppError('EMAIL_TAKEN', MESSAGE_KEYS.emailTaken);
    if (isUniqueViolation(error, 'users_phone_unique')) throw new AppError('PHONE_TAKEN', MESSAGE_KEYS.phoneTaken);
    throw error;
  }
}
