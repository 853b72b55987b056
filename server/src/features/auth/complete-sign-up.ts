import { MESSAGES, OTP_MAX_ATTEMPTS, type RegistrationData } from '@okota/shared';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { hashPassword, safeEqual } from '../../lib/crypto';
import { countEvent } from '../../lib/analytics';
import type { MailLanguage } from '../../integrations/mail/templates/layout';
import { enforceAuthLimits } from './auth-limits';
import { createAccount } from './create-account';
import { hashSignUpCode } from './send-sign-up-code';
import { consumeSignUpCode, countWrongCode, findOpenSignUpCode } from './sign-up-codes.repository';
import { issueToken, type UserRow } from './tokens.repository';

const otpError = (message: string) => badRequest(message, { errors: { otp: message } });

/**
 * Checks the e-mailed code and creates the account in one transaction: a refused registration
 * (e.g. the phone is taken) leaves the code usable, an accepted one uses it up.
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
  if (data.email !== email) throw badRequest(MESSAGES.otpEmailMismatch, { errors: { 'registrationData.email': MESSAGES.otpEmailMismatch } });

  const code = await findOpenSignUpCode(ctx.db, email);
  if (!code || code.expiresAt.getTime() <= Date.now()) throw otpError(MESSAGES.otpExpired);
  if (code.attempts >= OTP_MAX_ATTEMPTS) throw otpError(MESSAGES.otpBurned);
  if (!safeEqual(code.otpHash, hashSignUpCode(email, otp))) {
    const attempts = await countWrongCode(ctx.db, code.id);
    throw otpError(attempts >= OTP_MAX_ATTEMPTS ? MESSAGES.otpBurned : MESSAGES.otpInvalid);
  }

  const passwordHash = await hashPassword(data.password);
  const result = await ctx.db.transaction(async (tx) => {
    if (!(await consumeSignUpCode(tx, code.id))) throw otpError(MESSAGES.otpExpired);
    const user = await createAccount(tx, { data, passwordHash, language, emailVerified: true });
    return { user, token: await issueToken(tx, user.id) };
  });
  await countEvent(ctx.db, 'newRegistrations');
  return result;
}
