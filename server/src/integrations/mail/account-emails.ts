/**
 * The account e-mails (sign-up code, sign-up attempt, reset link, suspension notice), each in the
 * user's language. Features call these; they never build e-mail text themselves.
 *
 * A visitor who proved nothing can make us write to any address (a sign-up code, a sign-up
 * attempt, a reset link), so those e-mails carry no text a visitor typed: otherwise our sender
 * would deliver a stranger's words (a phishing line in a "first name") to an inbox they choose.
 */
import { ROUTES } from '@okota/shared';
import type { AppContext } from '../../context';
import type { MailLanguage } from './templates/layout';
import { signUpCodeMail } from './templates/sign-up-code';
import { signUpAttemptMail, type SignUpAttemptKind } from './templates/sign-up-attempt';
import { passwordResetMail } from './templates/password-reset';
import { suspensionNoticeMail } from './templates/suspension-notice';

type MailContext = Pick<AppContext, 'config' | 'mail'>;
interface Recipient {
  /** Null for an account made by phone without an address: there is nobody to write to. */
  email: string | null;
  firstName: string;
  language?: string | null;
  /** Whether the address's owner proved it (and so typed the name themselves). */
  emailVerified?: boolean;
}

/** 'sw' when the stored language, an explicit hint or an Accept-Language header says Kiswahili. */
export function pickMailLanguage(...hints: Array<string | null | undefined>): MailLanguage {
  for (const hint of hints) {
    if (!hint) continue;
    const first = hint.split(',')[0].trim().toLowerCase();
    if (first.startsWith('sw')) return 'sw';
    if (first.startsWith('en')) return 'en';
  }
  return 'en';
}

/** The code goes to an address nobody has proved yet: the greeting names nobody. */
export async function sendSignUpCodeEmail(ctx: MailContext, options: { to: string; code: string; language: MailLanguage }) {
  const mail = signUpCodeMail({ language: options.language, code: options.code, supportEmail: ctx.config.SUPPORT_EMAIL });
  await ctx.mail.send({ to: options.to, ...mail });
}

/** Instead of a code: tells an account's owner that someone tried to sign up with its e-mail or phone. */
export async function sendSignUpAttemptEmail(ctx: MailContext, user: Recipient, kind: SignUpAttemptKind) {
  const mail = signUpAttemptMail({
    language: pickMailLanguage(user.language),
    kind,
    signInUrl: `${ctx.config.publicUrl}${ROUTES.auth}`,
    resetUrl: `${ctx.config.publicUrl}${ROUTES.forgotPassword}`,
    supportEmail: ctx.config.SUPPORT_EMAIL,
  });
  if (user.email) await ctx.mail.send({ to: user.email, ...mail });
}

/**
 * Anyone can ask for a reset link to any address, so the greeting uses the account's name only
 * when the address's owner proved it: a name typed at an unproven (direct) registration is not
 * written into mail to the real owner.
 */
export async function sendPasswordResetEmail(ctx: MailContext, user: Recipient, token: string) {
  const url = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const firstName = user.emailVerified ? user.firstName : undefined;
  const mail = passwordResetMail({ language: pickMailLanguage(user.language), firstName, url, supportEmail: ctx.config.SUPPORT_EMAIL });
  if (user.email) await ctx.mail.send({ to: user.email, ...mail });
}

/** For the admin feature: tells a suspended user why, in their language. */
export async function sendSuspensionEmail(ctx: MailContext, user: Recipient, reason: string, customMessage?: string | null) {
  const mail = suspensionNoticeMail({
    language: pickMailLanguage(user.language),
    firstName: user.firstName,
    reason,
    customMessage,
    supportEmail: ctx.config.SUPPORT_EMAIL,
  });
  if (user.email) await ctx.mail.send({ to: user.email, ...mail });
}
