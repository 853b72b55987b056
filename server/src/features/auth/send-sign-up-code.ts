import { OTP_TTL_MS } from '@okota/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { randomDigits, sha256 } from '../../lib/crypto';
import { sendSignUpCodeEmail } from '../../integrations/mail/account-emails';
import type { MailLanguage } from '../../integrations/mail/templates/layout';
import { enforceAuthLimits } from './auth-limits';
import { notifySignUpAttempt } from './notify-sign-up-attempt';
import { replaceSignUpCode } from './sign-up-codes.repository';
import { findUserByEmail } from './users.repository';

export const hashSignUpCode = (email: string, code: string) => sha256(`${email}:${code}`);

/**
 * E-mails a 6-digit code valid 10 minutes; a new code replaces the previous one. The answer is the
 * same whether or not the address has an account (docs/rules.md "Accounts and roles"): for a taken
 * address its owner gets a "someone tried to sign up" e-mail instead of a code, sent the same way
 * (awaited, the same 502 when the mail server fails), so neither the answer nor a mail outage tells.
 * A phone number is not asked for here: a taken one is refused only once the code is used
 * (complete-sign-up.ts), by someone who proved their own address.
 */
export async function sendSignUpCode(options: { ctx: AppContext; email: string; language: MailLanguage; ip: string }): Promise<void> {
  const { ctx, email, language, ip } = options;
  await enforceAuthLimits(ctx, 'sendCode', { address: email, ip });
  const owner = await findUserByEmail(ctx.db, email);
  try {
    if (owner) await notifySignUpAttempt({ ctx, owner, kind: 'email' });
    else await sendNewCode(ctx, email, language);
  } catch (error) {
    // Not the address: the log holds no personal data (lib/log-errors.ts masks it in the error too).
    ctx.log.error({ err: error }, 'sign-up e-mail failed');
    throw new AppError('CODE_SEND_FAILED', 'Failed to send verification code. Please try again.');
  }
}

async function sendNewCode(ctx: AppContext, email: string, language: MailLanguage): Promise<void> {
  const code = randomDigits(6);
  await replaceSignUpCode(ctx.db, { email, otpHash: hashSignUpCode(email, code), expiresAt: new Date(Date.now() + OTP_TTL_MS) });
  await sendSignUpCodeEmail(ctx, { to: email, code, language });
}
