/**
 * GET /metrics (Prometheus text format) and the hook that times every request, plus /api/ready.
 * Registered without encapsulation (fastify-plugin): the timing hook must see every route of the
 * app, not only this plugin's. The route is declared public because who may read it depends on
 * the connection and a token, which the handler checks (metrics-access.ts); everyone else gets
 * the answer an unknown path gets.
 */
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { mayReadMetrics } from './metrics-access';
import { createAppMetrics } from './metrics-registry';
import { readinessRoutes } from './readiness.routes';
import * as siteApi from '@okota/shared/contracts/site.api';
import { registerRoute } from '../../plugins/register-route';

export const metricsFeature: FastifyPluginAsync = fp(
  async (app) => {
    const { config, db } = app.ctx;
    const metrics = createAppMetrics({ db, log: app.log, collectProcessMetrics: !config.isTest, searchIndex: () => app.ctx.searchIndexState?.() });
    app.addHook('onResponse', async (request, reply) => metrics.observeRequest(request, reply));
    app.addHook('onClose', async () => metrics.close());

    await registerRoute(app, siteApi.metrics, async (request, reply) => {
      if (!mayReadMetrics(request, config.METRICS_TOKEN)) return reply.callNotFound();
      const { contentType, text } = await metrics.render();
      return reply.header('Content-Type', contentType).header('Cache-Control', 'no-store').send(text);
    });

    await app.register(readinessRoutes);
  },
  { name: 'okota-metrics' },
);
