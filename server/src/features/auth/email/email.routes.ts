/**
 * Proving the account's e-mail address with its own code (issue 25, docs/decisions/0230): send a
 * code, enter it. GET /api/auth/user then says emailVerified: true.
 */
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../../plugins/auth';
import { toUserJson } from '../user-json';
import { sendEmailCode } from './send-email-code';
import { verifyEmailCode } from './verify-email-code';
import * as authApi from '@okota/shared/contracts/auth.api';
import { registerRoute } from '../../../plugins/register-route';

export const emailRoutes: FastifyPluginAsync = async (app) => {
  await registerRoute(app, authApi.sendEmailCode, async (request) => {
    const { email, password } = request.body;
    const sent = await sendEmailCode({ ctx: app.ctx, user: currentUser(request), email, password, ip: request.ip });
    return { message: 'Code sent by e-mail', email: sent.email, expiresAt: sent.expiresAt.toISOString(), isNewEmail: sent.isNewEmail };
  });

  await registerRoute(app, authApi.verifyEmail, async (request) => {
    const user = await verifyEmailCode({ ctx: app.ctx, user: currentUser(request), code: request.body.code, ip: request.ip });
    return { message: 'E-mail address verified', user: toUserJson(user) };
  });
};
