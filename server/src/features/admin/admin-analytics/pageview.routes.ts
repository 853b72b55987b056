import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countPageview } from './count-pageview';

/**
 * The web app's page-view beacon (navigator.sendBeacon sends text/plain): anyone may call it,
 * it stores no path and no IP, and answers nothing.
 */
export const pageviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 2048 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(null, {});
    }
  });

  app.post(
    '/api/analytics/pageview',
    {
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['analytics'],
        summary: "Count a page view and the day's unique visitor",
        body: z.object({ path: z.string().max(500).regex(/^\//, 'path must start with /') }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await countPageview({ ctx: app.ctx, ip: request.ip });
      return reply.status(204).send(null);
    },
  );
};
