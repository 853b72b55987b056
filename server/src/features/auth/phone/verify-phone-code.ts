/**
 * Checks the code from the SMS (10 minutes, five tries): the account's number is then verified,
 * or the account moves to the new number the code was sent to, verified. A finder's payout that
 * waited for a verified number goes out now (docs/decisions/0202).
 */
import { MESSAGE_KEYS, PHONE_CODE_MAX_ATTEMPTS } from '@okota/shared';
import type { AppContext } from '../../../context';
import { AppError, isUniqueViolation } from '../../../lib/errors';
import { checkSentCode, phoneCodeError, phoneCodeRefusal } from '../codes/check-sent-code';
import { isPhoneTaken, updateUser } from '../users.repository';
import type { UserRow } from '../../../db/schema';
import { enforcePhoneLimits } from './phone-limits';
import { consumePhoneCode, findOpenPhoneCode, hashPhoneCode, takePhoneCodeTry } from './phone-codes.repository';
import { afterPhoneVerified } from './after-phone-verified';
import { shownPhoneOf } from '../../../db/account-phone';

export async function verifyPhoneCode(options: { ctx: AppContext; user: UserRow; code: string; ip: string }): Promise<UserRow> {
  const { ctx, user, code, ip } = options;
  const open = await findOpenPhoneCode(ctx.db, user.id);
  // The account's own number, or the one it waits to prove (docs/decisions/0276).
  const own = shownPhoneOf(user);
  await enforcePhoneLimits(ctx, 'verifyCode', { phone: open?.phone ?? own, userId: user.id, ip });
  // A code for the account's own number is void once that number changed (update-phone).
  if (!open || (open.purpose === 'account' && open.phone !== own)) throw phoneCodeError('code_expired');
  const verdict = await checkSentCode({
    code: open,
    storedHash: open.codeHash,
    typedHash: () => hashPhoneCode(user.id, open.phone, code),
    maxAttempts: PHONE_CODE_MAX_ATTEMPTS,
    takeTry: (id) => takePhoneCodeTry(ctx.db, id),
  });
  if (!verdict.ok) throw phoneCodeRefusal(verdict);
  const taken = () => new AppError('PHONE_TAKEN', MESSAGE_KEYS.phoneTaken, { errors: { phone: MESSAGE_KEYS.phoneTaken } });
  if (open.phone !== user.phone && (await isPhoneTaken(ctx.db, open.phone, user.id))) throw taken();
  try {
    return await ctx.db.transaction(async (tx) => {
      if (!(await consumePhoneCode(tx, open.id))) throw phoneCodeError('code_expired');
      const updated = await updateUser(tx, user.id, { phone: open.phone, pendingPhone: null, phoneVerified: true });
      await afterPhoneVerified({ ctx, db: tx, user: updated });
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_phone_unique')) throw taken();
    throw error;
  }
}
