import type { FastifyPluginAsync } from 'fastify';
import * as adminUsersApi from '@okota/shared/contracts/admin-users.api';
import { registerRoute } from '../../../plugins/register-route';
import { sendJsonNotFound } from '../../../plugins/error-handler';
import { toUserJson } from '../../auth';
import { quickLogin } from './quick-login';

export const quickLoginRoutes: FastifyPluginAsync = async (app) => {
  await registerRoute(
    app,
    adminUsersApi.quickLogin,
    async (request) => {
      const { token, user } = await quickLogin({ ctx: app.ctx, adminKey: request.body.adminKey, ip: request.ip });
      return { token, user: toUserJson(user) };
    },
    {
      // Without the key the route does not exist: the same 404 as any unknown path, before the body is read.
      onRequest: async (request, reply) => {
        if (!app.ctx.config.ADMIN_QUICK_LOGIN_KEY) return sendJsonNotFound(request, reply);
      },
    },
  );
};
