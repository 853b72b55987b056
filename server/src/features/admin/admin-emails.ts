/**
 * E-mails an admin may choose to send (item removal, suspension). Sent after the change is
 * committed; a mail outage is logged and never undoes the moderation.
 */
import type { AppContext } from '../../context';
import type { MailMessage } from '../../integrations/mail/mailer';

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function compose(to: string, subject: string, paragraphs: string[]): MailMessage {
  return {
    to,
    subject,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p style="white-space:pre-wrap">${escapeHtml(p)}</p>`).join('\n'),
  };
}

export async function sendSafely(ctx: AppContext, message: MailMessage, context: Record<string, unknown>): Promise<boolean> {
  try {
    await ctx.mail.send(message);
    return true;
  } catch (error) {
    ctx.log.warn({ err: error, ...context }, 'moderation e-mail not sent');
    return false;
  }
}

const REMOVED_WORDS = {
  en: {
    subject: (title: string) => `Your item "${title}" was removed from Okota`,
    hello: (name: string) => `Hello ${name},`,
    removed: (title: string) => `An administrator removed your item "${title}" from Okota.`,
    reason: (reason: string) => `Reason: ${reason}`,
    appeal: (support: string) => `If you think this is a mistake, reply to ${support} (8 AM to 8 PM EAT).`,
  },
  sw: {
    subject: (title: string) => `Kitu chako "${title}" kimeondolewa Okota`,
    hello: (name: string) => `Habari ${name},`,
    removed: (title: string) => `Msimamizi ameondoa kitu chako "${title}" kutoka Okota.`,
    reason: (reason: string) => `Sababu: ${reason}`,
    appeal: (support: string) => `Kama unaona hili ni kosa, jibu kwa ${support} (saa 2 asubuhi hadi saa 2 usiku, saa za Afrika Mashariki).`,
  },
};

/** In the finder's language, like the notification it goes with (decisions/0211). */
export function itemRemovedEmail(options: {
  to: string;
  firstName: string;
  itemTitle: string;
  reason: string;
  customMessage?: string;
  supportEmail: string;
  language?: string;
}): MailMessage {
  const w = options.language === 'sw' ? REMOVED_WORDS.sw : REMOVED_WORDS.en;
  return compose(options.to, w.subject(options.itemTitle), [
    w.hello(options.firstName),
    w.removed(options.itemTitle),
    w.reason(options.reason),
    ...(options.customMessage ? [options.customMessage] : []),
    w.appeal(options.supportEmail),
  ]);
}

export function suspensionEmail(options: { to: string; firstName: string; reason: string; customMessage?: string; supportEmail: string }): MailMessage {
  return compose(options.to, 'Your Okota account has been suspended', [
    `Hello ${options.firstName},`,
    'Your Okota account has been suspended by an administrator. You cannot sign in while it is suspended.',
    `Reason: ${options.reason}`,
    ...(options.customMessage ? [options.customMessage] : []),
    `If you think this is a mistake, write to ${options.supportEmail} (8 AM to 8 PM EAT).`,
  ]);
}
