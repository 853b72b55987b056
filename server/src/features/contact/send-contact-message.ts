/**
 * The contact form (docs/rules.md "Pages and product"): the message is stored for the admin inbox
 * and e-mailed to support. Storing comes first, so a mail outage loses nothing.
 */
import type { z } from 'zod';
import type { contactMessageSchema } from '@okota/shared';
import type { AppContext } from '../../context';
import { enforceRateLimits } from '../../lib/rate-limit';
import { insertContactMessage } from './contact.repository';
import { composeContactEmail } from './contact-email';

/** Enough for a person who writes again; too few for a spammer. */
export const CONTACT_LIMIT_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

export interface SendContactMessageOptions {
  ctx: AppContext;
  input: z.output<typeof contactMessageSchema>;
  userId: string | null;
  ip: string;
}

export async function sendContactMessage({ ctx, input, userId, ip }: SendContactMessageOptions) {
  await enforceRateLimits(
    ctx.db,
    [{ key: `contact:ip:${ip}`, limit: CONTACT_LIMIT_PER_HOUR, windowMs: HOUR_MS }],
    'Too many messages. Please wait an hour and try again, or call support.',
  );
  const stored = await insertContactMessage(ctx.db, {
    userId,
    name: input.name,
    email: input.email,
    phone: input.phone ?? null,
    subject: input.subject,
    category: input.category,
    message: input.message,
  });
  try {
    await ctx.mail.send(composeContactEmail(ctx.config.SUPPORT_EMAIL, stored));
  } catch (error) {
    // The message is in the admin inbox already; the visitor need not send it again.
    ctx.log.warn({ err: error, contactMessageId: stored.id }, 'contact message stored but not e-mailed to support');
  }
  return stored;
}
