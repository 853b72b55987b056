/** The e-mail support receives for a contact message; replying answers the sender directly. */
import type { MailMessage } from '../../integrations/mail/mailer';

export interface ContactEmailInput {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  category: string;
  message: string;
  userId: string | null;
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A subject header is one line, whatever the visitor typed. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

export function composeContactEmail(to: string, contact: ContactEmailInput): MailMessage {
  const details: Array<[string, string]> = [
    ['From', `${oneLine(contact.name)} <${contact.email}>`],
    ['Phone', contact.phone ?? 'not given'],
    ['Category', contact.category],
    ['Account', contact.userId ?? 'guest (not signed in)'],
    ['Reference', `contact message #${contact.id}`],
  ];
  const text = [...details.map(([label, value]) => `${label}: ${value}`), `Subject: ${oneLine(contact.subject)}`, '', contact.message].join('\n');
  const html = [
    '<table>',
    ...details.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`),
    `<tr><th align="left">Subject</th><td>${escapeHtml(oneLine(contact.subject))}</td></tr>`,
    '</table>',
    `<p style="white-space:pre-wrap">${escapeHtml(contact.message)}</p>`,
  ].join('\n');
  return {
    to,
    replyTo: contact.email,
    subject: `[Contact: ${contact.category}] ${oneLine(contact.subject)}`,
    text,
    html,
  };
}
