/**
 * The account e-mails (sign-up code, reset link, suspension notice), each in the user's language.
 * Features call these; they never build e-mail text themselves.
 */
import type { AppContext } from '../../context';
import type { MailLanguage } from './templates/layout';
import { signUpCodeMail } from './templates/sign-up-code';
import { passwordResetMail } from './templates/password-reset';
import { suspensionNoticeMail } from './templates/suspension-notice';

type MailContext = Pick<AppContext, 'config' | 'mail'>;
interface Recipient {
  email: string;
  firstName: string;
  language?: string | null;
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

export async function sendSignUpCodeEmail(ctx: MailContext, options: { to: string; code: string; firstName?: string; language: MailLanguage }) {
  const mail = signUpCodeMail({ ...options, supportEmail: ctx.config.SUPPORT_EMAIL });
  await ctx.mail.send({ to: options.to, ...mail });
}

export async function sendPasswordResetEmail(ctx: MailContext, user: Recipient, token: string) {
  const url = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const mail = passwordResetMail({ language: pickMailLanguage(user.language), firstName: user.firstName, url, supportEmail: ctx.config.SUPPORT_EMAIL });
  await ctx.mail.send({ to: user.email, ...mail });
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
  await ctx.mail.send({ to: user.email, ...mail });
}
