/** Statistics for the signed-in user's dashboards (docs/product/user-flows.md sections 2 and 9). */
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../plugins/auth';
import { getMyStats } from './get-my-stats';
import * as accountApi from '@okota/shared/contracts/account.api';
import { registerRoute } from '../../plugins/register-route';

export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  await registerRoute(app, accountApi.myStats, async (request) => getMyStats({ db: app.ctx.db, userId: currentUser(request).id }));
};
