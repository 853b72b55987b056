/**
 * GET /api/ready: 200 when this process can serve (database, migrations, storage), 503 otherwise.
 * The proxy's health check and an orchestrator's readiness probe call it; /api/health (liveness)
 * stays in public.routes.ts. The answer names the failed check and nothing more.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkReadiness } from './check-readiness';

const result = z.enum(['ok', 'failed']);
const checks = z.object({ database: result, migrations: result, storage: result });

export const readinessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ready',
    {
      config: { access: 'public', readOnly: true },
      schema: {
        tags: ['public'],
        summary: 'Readiness: database reachable, migrations applied, storage writable',
        response: { 200: z.object({ status: z.literal('ready'), checks }), 503: z.object({ message: z.string(), checks }) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { isReady, checks: results } = await checkReadiness(app.ctx);
      if (isReady) return { status: 'ready' as const, checks: results };
      return reply.status(503).send({ message: 'Not ready to serve', checks: results });
    },
  );
};
