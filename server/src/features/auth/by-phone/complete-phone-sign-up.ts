/**
 * Phone sign-up's second step: the SMS code proves the number, and the account is created with
 * phoneVerified (docs/decisions/0230). An e-mail address is optional; when given it is stored
 * unverified, its own code is e-mailed at once (POST /api/auth/email/verify proves it), and it
 * must be free like at e-mail sign-up.
 */
import { MESSAGE_KEYS, type PhoneRegistrationData } from '@okota/shared';
import type { AppContext } from '../../../context';
import type { UserRow } from '../../../db/schema';
import { hashPassword } from '../../../lib/crypto';
import { AppError } from '../../../lib/errors';
import { countEvent } from '../../../lib/analytics';
import type { MailLanguage } from '../../../integrations/mail/templates/layout';
import { enforceAuthLimits } from '../auth-limits';
import { createAccount } from '../create-account';
import { notifySignUpAttempt } from '../notify-sign-up-attempt';
import { findUserByEmail } from '../users.repository';
import { issueToken } from '../tokens.repository';
import { sendEmailCode } from '../email/send-email-code';
import { checkPhoneOtp, phoneOtpError } from './check-phone-otp';
import { consumePhoneOtp } from './phone-otps.repository';

export async function completePhoneSignUp(options: {
  ctx: AppContext;
  phone: string;
  otp: string;
  data: PhoneRegistrationData;
  language: MailLanguage;
  ip: string;
}): Promise<{ token: string; user: UserRow }> {
  const { ctx, phone, otp, data, language, ip } = options;
  await enforceAuthLimits(ctx, 'verifyCode', { address: phone, ip });
  const code = await checkPhoneOtp(ctx.db, { phone, purpose: 'sign_up', otp });
  const firstName = data.firstName ?? code.firstName;
  if (!firstName) throw phoneOtpError('VALIDATION_FAILED', MESSAGE_KEYS.firstNameRequired, 'registrationData.firstName');

  // As a taken phone on the e-mail path (0150): refused only after the number is proved, the
  // code used up, and the address's owner told.
  const emailOwner = data.email ? await findUserByEmail(ctx.db, data.email) : undefined;
  if (emailOwner) {
    await consumePhoneOtp(ctx.db, code.id);
    void notifySignUpAttempt({ ctx, owner: emailOwner, kind: 'email' }).catch((error: unknown) => {
      ctx.log.error({ err: error, userId: emailOwner.id }, 'sign-up attempt e-mail failed');
    });
    throw new AppError('EMAIL_TAKEN', MESSAGE_KEYS.emailTaken, { errors: { 'registrationData.email': MESSAGE_KEYS.emailTaken } });
  }

  const passwordHash = await hashPassword(data.password);
  const result = await ctx.db.transaction(async (tx) => {
    if (!(await consumePhoneOtp(tx, code.id))) throw phoneOtpError('OTP_EXPIRED', MESSAGE_KEYS.otpExpired);
    const user = await createAccount(tx, {
      data: { firstName, lastName: data.lastName ?? '', email: data.email ?? null, phone },
      passwordHash,
      language,
      emailVerified: false,
      phoneVerified: true,
    });
    return { user, token: await issueToken(tx, user.id) };
  });
  await countEvent(ctx.db, 'newRegistrations');
  // An address given here is proved by its own code, sent at once (email/send-email-code.ts); a
  // failed mail never undoes the account: the web offers "Send the code again".
  if (result.user.email) {
    await sendEmailCode({ ctx, user: result.user, ip }).catch((error: unknown) => {
      ctx.log.warn({ err: error, userId: result.user.id }, 'e-mail code after phone sign-up failed');
    });
  }
  return result;
}
