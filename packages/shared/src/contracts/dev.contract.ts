/** The development outbox: e-mails kept in memory instead of sent (development without SMTP_URL). */
import { z } from 'zod';

export const outboxEntry = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  replyTo: z.string().optional(),
  sentAt: z.string(),
});

export const outboxResponse = z.object({ messages: z.array(outboxEntry) });
