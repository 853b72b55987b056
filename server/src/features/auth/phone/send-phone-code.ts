/**
 * Sends a 6-digit code by SMS to prove a number (docs/rules.md "SMS and USSD"). Without `phone`
 * it goes to the account's own number. With a new `phone` it goes there, and the account moves to
 * that number only when the code is entered: a typo never replaces a number that works, and the
 * new number needs the current password, as update-phone does (it is where payouts go; 0030). A
 * pending number that turned out taken gets no code, like any taken number.
 */
import { MESSAGE_KEYS, PHONE_CODE_LENGTH, PHONE_CODE_TTL_MS, PHONE_MESSAGES } from '@okota/shared';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { randomDigits, verifyPassword } from '../../../lib/crypto';
import { queueSms, renderSms } from '../../sms';
import { shownPhoneOf } from '../../../db/account-phone';
import { findUserByPhone } from '../users.repository';
import type { UserRow } from '../../../db/schema';
import { enforcePhoneLimits } from './phone-limits';
import { replacePhoneCode } from './phone-codes.repository';

export interface SendPhoneCodeResult {
  phone: string;
  expiresAt: Date;
  isNewPhone: boolean;
}

export async function sendPhoneCode(options: { ctx: AppContext; user: UserRow; phone?: string; password?: string; ip: string }): Promise<SendPhoneCodeResult> {
  const { ctx, user, ip } = options;
  // An account whose number waits to be proven (docs/decisions/0276) proves that one as its own.
  const own = shownPhoneOf(user);
  const phone = options.phone ?? own;
  if (!phone) throw new Error(`account ${user.id} has no number`);
  const isNewPhone = phone !== own;
  if (!isNewPhone && user.phoneVerified) throw new AppError('PHONE_ALREADY_VERIFIED', PHONE_MESSAGES.alreadyVerified, { reason: 'already_verified' });
  await enforcePhoneLimits(ctx, 'sendCode', { phone, userId: user.id, ip });
  if (isNewPhone) {
    if (!options.password)
      throw new AppError('PASSWORD_FOR_NEW_PHONE', PHONE_MESSAGES.passwordForNewPhone, { errors: { password: PHONE_MESSAGES.passwordForNewPhone } });
    if (!(await verifyPassword(options.password, user.passwordHash))) {
      throw new AppError('CURRENT_PASSWORD_WRONG', MESSAGE_KEYS.currentPasswordWrong, { errors: { password: MESSAGE_KEYS.currentPasswordWrong } });
    }
  }
  // A taken number is never revealed (docs/decisions/0230): the same answer, and a code nobody
  // receives (so a guess at verify answers the same too). Nothing is sent to it at all, not even
  // a notice to its owner (docs/decisions/0266): a signed-in stranger could otherwise make us text
  // any account's number at will, and the owner has nothing to do about someone else's typo.
  const owner = phone !== user.phone ? await findUserByPhone(ctx.db, phone) : undefined;
  const taken = !!owner && owner.id !== user.id;
  const code = randomDigits(PHONE_CODE_LENGTH);
  const expiresAt = new Date(Date.now() + PHONE_CODE_TTL_MS);
  const text = renderSms({ kind: 'code', language: user.language, code });
  if (!text) throw new Error('the code SMS does not fit one part');
  await ctx.db.transaction(async (tx) => {
    await replacePhoneCode(tx, { userId: user.id, phone, purpose: isNewPhone ? 'new_phone' : 'account', code, expiresAt });
    if (!taken) await queueSms(tx, { to: phone, text, kind: 'code', userId: user.id });
  });
  return { phone, expiresAt, isNewPhone };
}
