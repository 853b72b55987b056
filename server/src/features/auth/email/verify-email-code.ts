/**
 * Checks the code e-mailed by send-email-code.ts: the address is then the account's, verified
 * (GET /api/auth/user says emailVerified: true). Its tries count as every code's do (../codes/check-sent-code.ts).
 */
import { MESSAGE_KEYS, OTP_MAX_ATTEMPTS } from '@okota/shared';
import type { AppContext } from '../../../context';
import type { UserRow } from '../../../db/schema';
import { AppError, isUniqueViolation } from '../../../lib/errors';
import { checkSentCode, otpRefusal } from '../codes/check-sent-code';
import { enforceAuthLimits } from '../auth-limits';
import { hashSignUpCode } from '../send-sign-up-code';
import { consumeSignUpCode, findOpenAccountEmailCode, takeSignUpCodeTry } from '../sign-up-codes.repository';
import { updateUser } from '../users.repository';

export async function verifyEmailCode(options: { ctx: AppContext; user: UserRow; code: string; ip: string }): Promise<UserRow> {
  const { ctx, user, code, ip } = options;
  const open = await findOpenAccountEmailCode(ctx.db, user.id);
  await enforceAuthLimits(ctx, 'verifyCode', { address: open?.email ?? `user:${user.id}`, ip });
  const verdict = await checkSentCode({
    code: open,
    storedHash: open?.otpHash,
    typedHash: () => hashSignUpCode(open!.email, code),
    maxAttempts: OTP_MAX_ATTEMPTS,
    takeTry: (id) => takeSignUpCodeTry(ctx.db, id),
  });
  if (!verdict.ok || !open) throw otpRefusal(verdict.ok ? { ok: false, refusal: 'expired' } : verdict, 'code');
  const taken = () => new AppError('EMAIL_TAKEN', MESSAGE_KEYS.emailTaken, { errors: { email: MESSAGE_KEYS.emailTaken } });
  try {
    return await ctx.db.transaction(async (tx) => {
      if (!(await consumeSignUpCode(tx, open.id))) throw otpRefusal({ ok: false, refusal: 'expired' }, 'code');
      return updateUser(tx, user.id, { email: open.email, emailVerified: true });
    });
  } catch (error) {
    // Another account took the address between the code and now (it was free when sent).
    if (isUniqueViolation(error, 'users_email_unique')) throw taken();
    throw error;
  }
}
