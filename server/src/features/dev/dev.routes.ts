/**
 * The development outbox: without SMTP_URL, e-mails (sign-up codes, reset links) are kept in
 * memory so a developer can read them at /dev/outbox. Never served in production or when real
 * mail is configured: then the route does not exist (404).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';

const outboxEntry = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  replyTo: z.string().optional(),
  sentAt: z.string(),
});

export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/dev/outbox', {
    schema: {
      tags: ['development'],
      summary: 'E-mails kept instead of sent (development without SMTP_URL only)',
      response: { 200: z.object({ messages: z.array(outboxEntry) }) },
    },
  }, async (request, reply) => {
    const { config, mail } = app.ctx;
    if (config.isProduction || config.SMTP_URL) throw notFound(`Route GET ${request.url.split('?')[0]} not found`);
    reply.header('Cache-Control', 'no-store');
    return { messages: mail.outbox() };
  });
};
