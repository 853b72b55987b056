import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quickLoginSchema } from '@okota/shared';
import { sendJsonNotFound } from '../../../plugins/error-handler';
import { sessionResponse } from '@okota/shared/contracts/auth.contract';
import { toUserJson } from '../../auth';
import { quickLogin } from './quick-login';

export const quickLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/quick-login',
    {
      config: { access: 'public' },
      // Without the key the route does not exist: the same 404 as any unknown path, before the body is read.
      onRequest: async (request, reply) => {
        if (!app.ctx.config.ADMIN_QUICK_LOGIN_KEY) return sendJsonNotFound(request, reply);
      },
      schema: {
        tags: ['admin'],
        summary: 'Sign in as the admin with ADMIN_QUICK_LOGIN_KEY (404 when it is not set)',
        body: quickLoginSchema,
        response: { 200: sessionResponse },
      },
    },
    async (request) => {
      const { token, user } = await quickLogin({ ctx: app.ctx, adminKey: request.body.adminKey, ip: request.ip });
      return { token, user: toUserJson(user) };
    },
  );
};
