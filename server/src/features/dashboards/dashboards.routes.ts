/** Statistics for the signed-in user's dashboards (1-user-flows.md sections 2 and 9). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { getMyStats } from './get-my-stats';

const security: Array<Record<string, string[]>> = [{ token: [] }, { bearer: [] }];
const message = z.object({ message: z.string() });

const myStatsResponse = z.object({
  medianResponseHours: z.number().nullable()
    .describe("Median hours from a claim's submission to the finder's decision, over decided claims on the caller's items; null with none"),
  decidedClaims: z.number().describe('How many decided claims the median rests on'),
});

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/my-stats', {
    config: { access: 'user' },
    schema: {
      tags: ['dashboards'],
      summary: "The caller's response time to claims, for the finder dashboard's Analytics tab",
      security,
      response: { 200: myStatsResponse, 401: message },
    },
  }, async (request) => getMyStats({ db: app.ctx.db, userId: currentUser(request).id }));
};
