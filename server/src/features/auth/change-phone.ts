/**
 * POST /api/auth/update-phone: a new phone (where M-Pesa payouts go) needs the current password,
 * and takes effect only once the code sent by SMS to it is entered (POST /api/auth/phone/verify).
 * So a taken number and a free one answer the same and leave the account the same until the
 * person proves they hold the number; a taken number gets nothing at all, neither a code nor a
 * notice to its owner (docs/decisions/0230, 0266). The sending is phone/send-code's, with its limits.
 */
import { MESSAGE_KEYS } from '@okota/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { verifyPassword } from '../../lib/crypto';
import type { UserRow } from '../../db/schema';
import { enforceAuthLimits } from './auth-limits';
import { sendPhoneCode } from './phone/send-phone-code';

export interface PhoneChangeStarted {
  /** The number a code was sent to (normalised), or null when it is the account's own already. */
  pendingPhone: string | null;
  expiresAt: Date | null;
}

export async function changePhone(options: { ctx: AppContext; user: UserRow; phone: string; password: string; ip: string }): Promise<PhoneChangeStarted> {
  const { ctx, user, phone, password, ip } = options;
  await enforceAuthLimits(ctx, 'updatePhone', { address: user.id, ip });
  if (phone === user.phone) {
    if (!(await verifyPassword(password, user.passwordHash))) {
      throw new AppError('CURRENT_PASSWORD_WRONG', MESSAGE_KEYS.currentPasswordWrong, { errors: { password: MESSAGE_KEYS.currentPasswordWrong } });
    }
    return { pendingPhone: null, expiresAt: null };
  }
  const sent = await sendPhoneCode({ ctx, user, phone, password, ip });
  return { pendingPhone: sent.phone, expiresAt: sent.expiresAt };
}
