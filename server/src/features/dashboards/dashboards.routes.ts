/** Statistics for the signed-in user's dashboards (docs/product/user-flows.md sections 2 and 9). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageOnlyResponse, myStatsResponse } from '@okota/shared/contracts/dashboards.contract';
import { currentUser } from '../../plugins/auth';
import { getMyStats } from './get-my-stats';
import { security } from '../../plugins/openapi-security';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/my-stats',
    {
      config: { access: 'user' },
      schema: {
        tags: ['dashboards'],
        summary: "The caller's response time to claims, for the finder dashboard's Analytics tab",
        security,
        response: { 200: myStatsResponse, 401: messageOnlyResponse },
      },
    },
    async (request) => getMyStats({ db: app.ctx.db, userId: currentUser(request).id }),
  );
};
