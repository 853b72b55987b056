import { MESSAGES } from '@okota/shared';
import type { AppContext } from '../../context';
import { badRequest, conflict, isUniqueViolation } from '../../lib/errors';
import { verifyPassword } from '../../lib/crypto';
import { enforceAuthLimits } from './auth-limits';
import { isPhoneTaken, updateUser } from './users.repository';
import type { UserRow } from '../../db/schema';

/** A new phone (where M-Pesa payouts go) needs the current password; the new one is unverified. */
export async function changePhone(options: { ctx: AppContext; user: UserRow; phone: string; password: string; ip: string }): Promise<UserRow> {
  const { ctx, user, phone, password, ip } = options;
  await enforceAuthLimits(ctx, 'updatePhone', { address: user.id, ip });
  if (!(await verifyPassword(password, user.passwordHash))) {
    throw badRequest(MESSAGES.currentPasswordWrong, { errors: { password: MESSAGES.currentPasswordWrong } });
  }
  if (phone === user.phone) return user;
  const taken = () => conflict(MESSAGES.phoneTaken, { errors: { phone: MESSAGES.phoneTaken } });
  if (await isPhoneTaken(ctx.db, phone, user.id)) throw taken();
  try {
    return await updateUser(ctx.db, user.id, { phone, phoneVerified: false });
  } catch (error) {
    if (isUniqueViolation(error, 'users_phone_unique')) throw taken();
    throw error;
  }
}
