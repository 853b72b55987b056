/**
 * E-mail over SMTP (nodemailer). Without SMTP_URL, messages go to the log and to an in-memory
 * development outbox that /api/dev/outbox shows outside production.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go, e.g. the visitor who wrote to support. */
  replyTo?: string;
}

export interface OutboxEntry extends MailMessage {
  id: number;
  sentAt: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Development outbox, newest first; empty when SMTP is configured. */
  outbox(): OutboxEntry[];
  close(): void;
}

const OUTBOX_LIMIT = 100;

export function createMailer(options: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  const entries: OutboxEntry[] = [];
  let nextId = 1;
  const transport: Transporter | undefined = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl, { from: options.from }) : undefined;

  return {
    async send(message) {
      if (transport) {
        await transport.sendMail({ from: options.from, ...message });
        return;
      }
      entries.unshift({ ...message, id: nextId++, sentAt: new Date().toISOString() });
      entries.length = Math.min(entries.length, OUTBOX_LIMIT);
      options.log.info({ to: message.to, subject: message.subject }, `development e-mail:\n${message.text}`);
    },
    outbox: () => entries,
    close: () => transport?.close(),
  };
}
