/**
 * Proving an account's e-mail address with its own code (issue 25, docs/decisions/0230): the
 * sign-up code's machinery (email_otps, 10 minutes, five tries, AUTH_LIMITS.sendCode) with the row
 * bound to the account. Without `email` the code goes to the account's unverified address; with a
 * new one it goes there, and the account moves to it only when the code is entered, so a typo
 * never replaces an address that works.
 */
import { MESSAGE_KEYS, OTP_TTL_MS } from '@okota/shared';
import type { AppContext } from '../../../context';
import type { UserRow } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { randomDigits, verifyPassword } from '../../../lib/crypto';
import { pickMailLanguage, sendSignUpCodeEmail } from '../../../integrations/mail/account-emails';
import { enforceAuthLimits } from '../auth-limits';
import { notifySignUpAttempt } from '../notify-sign-up-attempt';
import { hashSignUpCode } from '../send-sign-up-code';
import { replaceSignUpCode } from '../sign-up-codes.repository';
import { findUserByEmail } from '../users.repository';

export const EMAIL_CODE_MESSAGES = {
  emailNeeded: 'Enter the e-mail address to verify',
  alreadyVerified: 'Your e-mail address is already verified',
  passwordForNewEmail: 'Enter your current password to change a verified e-mail address',
} as const;

export async function sendEmailCode(options: {
  ctx: AppContext;
  user: UserRow;
  email?: string;
  password?: string;
  ip: string;
}): Promise<{ email: string; expiresAt: Date; isNewEmail: boolean }> {
  const { ctx, user, ip } = options;
  const email = options.email ?? user.email;
  if (!email) throw new AppError('EMAIL_NEEDED', EMAIL_CODE_MESSAGES.emailNeeded, { errors: { email: EMAIL_CODE_MESSAGES.emailNeeded } });
  const isNewEmail = email !== user.email;
  if (!isNewEmail && user.emailVerified) throw new AppError('EMAIL_ALREADY_VERIFIED', EMAIL_CODE_MESSAGES.alreadyVerified, { reason: 'already_verified' });
  await enforceAuthLimits(ctx, 'sendCode', { address: email, ip });
  // A proved address is where reset links go: replacing it needs the password, as a new number does.
  if (isNewEmail && user.email && user.emailVerified) {
    if (!options.password)
      throw new AppError('PASSWORD_FOR_NEW_EMAIL', EMAIL_CODE_MESSAGES.passwordForNewEmail, { errors: { password: EMAIL_CODE_MESSAGES.passwordForNewEmail } });
    if (!(await verifyPassword(options.password, user.passwordHash))) {
      throw new AppError('CURRENT_PASSWORD_WRONG', MESSAGE_KEYS.currentPasswordWrong, { errors: { password: MESSAGE_KEYS.currentPasswordWrong } });
    }
  }
  // A taken address is never revealed (as at sign-up, 0150): the same answer, a code nobody
  // receives (so a guess at verify answers the same), and the address's owner told instead.
  const owner = isNewEmail ? await findUserByEmail(ctx.db, email) : undefined;
  const code = randomDigits(6);
  const expiresAt = new Date(Date.now() + OTP_TTL_MS);
  await replaceSignUpCode(ctx.db, { email, otpHash: hashSignUpCode(email, code), expiresAt, userId: user.id });
  try {
    if (owner && owner.id !== user.id) await notifySignUpAttempt({ ctx, owner, kind: 'email' });
    else await sendSignUpCodeEmail(ctx, { to: email, code, language: pickMailLanguage(user.language) });
  } catch (error) {
    ctx.log.error({ err: error, userId: user.id }, 'e-mail code failed');
    throw new AppError('CODE_SEND_FAILED', 'Failed to send verification code. Please try again.');
  }
  return { email, expiresAt, isNewEmail };
}
