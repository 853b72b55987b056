import { MESSAGE_KEYS, OTP_MAX_ATTEMPTS, type RegistrationData } from '@okota/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/crypto';
import { countEvent } from '../../lib/analytics';
import type { MailLanguage } from '../../integrations/mail/templates/layout';
import { enforceAuthLimits } from './auth-limits';
import { createAccount } from './create-account';
import { notifySignUpAttempt } from './notify-sign-up-attempt';
import { hashSignUpCode } from './send-sign-up-code';
import { consumeSignUpCode, findOpenSignUpCode, takeSignUpCodeTry } from './sign-up-codes.repository';
import { checkSentCode, otpRefusal } from './codes/check-sent-code';
import { issueToken } from './tokens.repository';
import type { UserRow } from '../../db/schema';
import { findUserByPhone } from './users.repository';

/**
 * Checks the e-mailed code and creates the account in one transaction: an accepted registration
 * uses the code up. A taken number is never revealed (docs/decisions/0150, 0276): the account is
 * made all the same, holding that number as pending (shown, never texted, attached only once an
 * SMS code proves it), and the number's holder hears of the attempt.
 */
export async function completeSignUp(options: {
  ctx: AppContext;
  email: string;
  otp: string;
  data: RegistrationData;
  language: MailLanguage;
  ip: string;
}): Promise<{ token: string; user: UserRow }> {
  const { ctx, email, otp, data, language, ip } = options;
  await enforceAuthLimits(ctx, 'verifyCode', { address: email, ip });
  if (data.email !== email)
    throw new AppError('OTP_EMAIL_MISMATCH', MESSAGE_KEYS.otpEmailMismatch, { errors: { 'registrationData.email': MESSAGE_KEYS.otpEmailMismatch } });

  const code = await findOpenSignUpCode(ctx.db, email);
  const verdict = await checkSentCode({
    code,
    storedHash: code?.otpHash,
    typedHash: () => hashSignUpCode(email, otp),
    maxAttempts: OTP_MAX_ATTEMPTS,
    takeTry: (id) => takeSignUpCodeTry(ctx.db, id),
  });
  if (!verdict.ok || !code) throw otpRefusal(verdict.ok ? { ok: false, refusal: 'expired' } : verdict, 'otp');

  const passwordHash = await hashPassword(data.password);
  const create = async (phoneTaken: boolean) =>
    ctx.db.transaction(async (tx) => {
      if (!(await consumeSignUpCode(tx, code.id))) throw otpRefusal({ ok: false, refusal: 'expired' }, 'otp');
      const user = await createAccount(tx, { data, passwordHash, language, emailVerified: true, phoneTaken });
      return { user, token: await issueToken(tx, user.id) };
    });
  const phoneOwner = await findUserByPhone(ctx.db, data.phone);
  let result;
  try {
    result = await create(!!phoneOwner);
  } catch (error) {
    // The number taken by another sign-up in the same moment: the same answer as any taken number.
    if (phoneOwner || !(error instanceof AppError) || error.code !== 'PHONE_TAKEN') throw error;
    result = await create(true);
  }
  if (!result.user.phone) {
    const owner = phoneOwner ?? (await findUserByPhone(ctx.db, data.phone));
    if (owner) {
      void notifySignUpAttempt({ ctx, owner, kind: 'phone' }).catch((error: unknown) => {
        ctx.log.error({ err: error, userId: owner.id }, 'sign-up attempt notice failed');
      });
    }
  }
  await countEvent(ctx.db, 'newRegistrations');
  return result;
}
