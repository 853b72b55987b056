/**
 * GET /api/ready: 200 when this process can serve (database, migrations, storage), 503 otherwise.
 * The proxy's health check and an orchestrator's readiness probe call it; /api/health (liveness)
 * stays in public.routes.ts. The answer names the failed check and nothing more.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as siteApi from '@okota/shared/contracts/site.api';
import { registerRoute } from '../../plugins/register-route';
import { checkReadiness } from './check-readiness';

export const readinessRoutes: FastifyPluginAsync = async (app) => {
  await registerRoute(app, siteApi.ready, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const { isReady, checks } = await checkReadiness(app.ctx);
    if (isReady) return { status: 'ready' as const, checks };
    return reply.status(503).send({ message: 'Not ready to serve', checks });
  });
};
