/**
 * Checks the code e-mailed by send-email-code.ts: the address is then the account's, verified
 * (GET /api/auth/user says emailVerified: true). Wrong codes count like the sign-up code's.
 */
import { MESSAGE_KEYS, OTP_MAX_ATTEMPTS } from '@okota/shared';
import type { AppContext } from '../../../context';
import type { UserRow } from '../../../db/schema';
import { AppError, isUniqueViolation, type AppErrorCode } from '../../../lib/errors';
import { safeEqual } from '../../../lib/crypto';
import { enforceAuthLimits } from '../auth-limits';
import { hashSignUpCode } from '../send-sign-up-code';
import { consumeSignUpCode, countWrongCode, findOpenAccountEmailCode } from '../sign-up-codes.repository';
import { updateUser } from '../users.repository';

const codeError = (code: AppErrorCode, message: string) => new AppError(code, message, { errors: { code: message } });

export async function verifyEmailCode(options: { ctx: AppContext; user: UserRow; code: string; ip: string }): Promise<UserRow> {
  const { ctx, user, code, ip } = options;
  const open = await findOpenAccountEmailCode(ctx.db, user.id);
  await enforceAuthLimits(ctx, 'verifyCode', { address: open?.email ?? `user:${user.id}`, ip });
  if (!open || open.expiresAt.getTime() <= Date.now()) throw codeError('OTP_EXPIRED', MESSAGE_KEYS.otpExpired);
  if (open.attempts >= OTP_MAX_ATTEMPTS) throw codeError('OTP_BURNED', MESSAGE_KEYS.otpBurned);
  if (!safeEqual(open.otpHash, hashSignUpCode(open.email, code))) {
    const attempts = await countWrongCode(ctx.db, open.id);
    throw attempts >= OTP_MAX_ATTEMPTS ? codeError('OTP_BURNED', MESSAGE_KEYS.otpBurned) : codeError('OTP_INVALID', MESSAGE_KEYS.otpInvalid);
  }
  const taken = () => new AppError('EMAIL_TAKEN', MESSAGE_KEYS.emailTaken, { errors: { email: MESSAGE_KEYS.emailTaken } });
  try {
    return await ctx.db.transaction(async (tx) => {
      if (!(await consumeSignUpCode(tx, open.id))) throw codeError('OTP_EXPIRED', MESSAGE_KEYS.otpExpired);
      return updateUser(tx, user.id, { email: open.email, emailVerified: true });
    });
  } catch (error) {
    // Another account took the address between the code and now (it was free when sent).
    if (isUniqueViolation(error, 'users_email_unique')) throw taken();
    throw error;
  }
}
