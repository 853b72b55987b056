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

/** GET /api/dev/whatsapp: the development phone's log, for one number (digits only) or all. */
export const waPhoneQuery = z.object({ to: z.string().max(20).optional() });

export const waPhoneLog = z.object({
  sent: z.array(
    z.object({
      wamid: z.string(),
      to: z.string(),
      /** Meta's message body as the business sent it, whole: the page reads the parts it knows. */
      body: z.record(z.string(), z.unknown()),
      receivedAt: z.string(),
      statuses: z.array(z.object({ status: z.string(), httpStatus: z.number().nullable() })),
    }),
  ),
  received: z.array(
    z.object({ wamid: z.string(), from: z.string(), type: z.string(), summary: z.string(), sentAt: z.string(), httpStatus: z.number().nullable() }),
  ),
});

/** POST /api/dev/whatsapp: what the person does; the simulator reads the rest and refuses what it cannot. */
export const waPersonActionBody = z.looseObject({ from: z.string().max(20) });
export const waPersonActed = z.object({ wamid: z.string(), httpStatus: z.number().nullable() });
export const waMediaParams = z.object({ id: z.string().max(100) });
