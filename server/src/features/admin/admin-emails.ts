/**
 * E-mails an admin may choose to send (item removal, suspension). Sent after the change is
 * committed; a mail outage is logged and never undoes the moderation.
 */
import type { AppContext } from '../../context';
import type { MailMessage } from '../../integrations/mail/mailer';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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

export function itemRemovedEmail(options: {
  to: string; firstName: string; itemTitle: string; reason: string; customMessage?: string; supportEmail: string;
}): MailMessage {
  return compose(options.to, `Your item "${options.itemTitle}" was removed from Okota`, [
    `Hello ${options.firstName},`,
    `An administrator removed your item "${options.itemTitle}" from Okota.`,
    `Reason: ${options.reason}`,
    ...(options.customMessage ? [options.customMessage] : []),
    `If you think this is a mistake, reply to ${options.supportEmail} (8 AM to 8 PM EAT).`,
  ]);
}

export function suspensionEmail(options: {
  to: string; firstName: string; reason: string; customMessage?: string; supportEmail: string;
}): MailMessage {
  return compose(options.to, 'Your Okota account has been suspended', [
    `Hello ${options.firstName},`,
    'Your Okota account has been suspended by an administrator. You cannot sign in while it is suspended.',
    `Reason: ${options.reason}`,
    ...(options.customMessage ? [options.customMessage] : []),
    `If you think this is a mistake, write to ${options.supportEmail} (8 AM to 8 PM EAT).`,
  ]);
}
