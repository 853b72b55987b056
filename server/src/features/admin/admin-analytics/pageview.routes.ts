import type { FastifyPluginAsync } from 'fastify';
import * as siteApi from '@okota/shared/contracts/site.api';
import { registerRoute } from '../../../plugins/register-route';
import { countPageview } from './count-pageview';

/**
 * The web app's page-view beacon (navigator.sendBeacon sends text/plain): anyone may call it,
 * it stores no path and no IP, and answers nothing.
 */
export const pageviewRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 2048 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(null, {});
    }
  });

  await registerRoute(
    app,
    siteApi.pageview,
    async (request, reply) => {
      await countPageview({ ctx: app.ctx, ip: request.ip });
      return reply.status(204).send(null);
    },
    { rateLimit: { max: 120, timeWindow: '1 minute' } },
  );
};
