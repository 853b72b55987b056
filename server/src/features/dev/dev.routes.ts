/**
 * The development outbox: without SMTP_URL, e-mails (sign-up codes, reset links) are kept in
 * memory so a developer can read them at /dev/outbox. Development tools answer only outside
 * production and only to a caller on this machine (access 'development', plugins/route-access.ts);
 * with real mail configured there is no outbox either: 404 in every other case.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as devApi from '@okota/shared/contracts/dev.api';
import { registerRoute } from '../../plugins/register-route';
import { notFound } from '../../lib/errors';

export const devRoutes: FastifyPluginAsync = async (app) => {
  await registerRoute(app, devApi.outbox, async (request, reply) => {
    const { config, mail } = app.ctx;
    if (config.SMTP_URL) throw notFound(`Route GET ${request.routeOptions.url} not found`);
    reply.header('Cache-Control', 'no-store');
    return { messages: mail.outbox() };
  });
};
