import { OTP_TTL_MS } from '@okota/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { randomDigits, sha256 } from '../../lib/crypto';
import { sendSignUpCodeEmail } from '../../integrations/mail/account-emails';
import type { MailLanguage } from '../../integrations/mail/templates/layout';
import { enforceAuthLimits } from './auth-limits';
import { assertAccountFree } from './create-account';
import { replaceSignUpCode } from './sign-up-codes.repository';

export const hashSignUpCode = (email: string, code: string) => sha256(`${email}:${code}`);

/** E-mails a 6-digit code valid 10 minutes; a new code replaces the previous one. */
export async function sendSignUpCode(options: {
  ctx: AppContext;
  email: string;
  firstName?: string;
  phone?: string;
  language: MailLanguage;
  ip: string;
}): Promise<void> {
  const { ctx, email, phone, firstName, language, ip } = options;
  await enforceAuthLimits(ctx, 'sendCode', { address: email, ip });
  await assertAccountFree(ctx.db, { email, phone });

  const code = randomDigits(6);
  await replaceSignUpCode(ctx.db, { email, otpHash: hashSignUpCode(email, code), expiresAt: new Date(Date.now() + OTP_TTL_MS) });
  try {
    await sendSignUpCodeEmail(ctx, { to: email, code, firstName: firstName || undefined, language });
  } catch (error) {
    ctx.log.error({ err: error, to: email }, 'sign-up code e-mail failed');
    throw new AppError('BAD_GATEWAY', 'Failed to send verification code. Please try again.');
  }
}
