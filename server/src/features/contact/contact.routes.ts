import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessageSchema } from '@okota/shared';
import { contactSentResponse } from '@okota/shared/contracts/contact.contract';
import { errorResponse } from '@okota/shared/contracts/error.contract';
import { sendContactMessage } from './send-contact-message';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      config: { access: 'optional-user' },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to support (guests and signed-in users)',
        body: contactMessageSchema,
        response: {
          201: contactSentResponse,
          400: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      await sendContactMessage({ ctx: app.ctx, input: request.body, userId: request.user?.id ?? null, ip: request.ip });
      return reply.status(201).send({ success: true as const, message: 'Message Sent' as const });
    },
  );
};
