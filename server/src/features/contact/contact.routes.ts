import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactMessageSchema } from '@okota/shared';
import { sendContactMessage } from './send-contact-message';

const errorResponse = z.object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() });

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/contact', {
    config: { access: 'optional-user' },
    schema: {
      tags: ['contact'],
      summary: 'Send a message to support (guests and signed-in users)',
      body: contactMessageSchema,
      response: {
        201: z.object({ success: z.literal(true), message: z.literal('Message Sent') }),
        400: errorResponse,
        429: errorResponse,
      },
    },
  }, async (request, reply) => {
    await sendContactMessage({ ctx: app.ctx, input: request.body, userId: request.user?.id ?? null, ip: request.ip });
    return reply.status(201).send({ success: true as const, message: 'Message Sent' as const });
  });
};
