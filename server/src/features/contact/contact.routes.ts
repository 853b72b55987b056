import type { FastifyPluginAsync } from 'fastify';
import { sendContactMessage } from './send-contact-message';
import * as accountApi from '@okota/shared/contracts/account.api';
import { registerRoute } from '../../plugins/register-route';

export const contactRoutes: FastifyPluginAsync = async (app) => {
  await registerRoute(app, accountApi.contactSupport, async (request, reply) => {
    await sendContactMessage({ ctx: app.ctx, input: request.body, userId: request.user?.id ?? null, ip: request.ip });
    return reply.status(201).send({ success: true as const, message: 'Message Sent' as const });
  });
};
