/**
 * Proving the account's phone number by SMS (docs/rules.md "SMS and USSD"): send a code, enter
 * it. GET /api/auth/user then says phoneVerified: true.
 */
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../../plugins/auth';
import { toUserJson } from '../user-json';
import { sendPhoneCode } from './send-phone-code';
import { verifyPhoneCode } from './verify-phone-code';
import * as authApi from '@okota/shared/contracts/auth.api';
import { registerRoute } from '../../../plugins/register-route';

export const phoneRoutes: FastifyPluginAsync = async (app) => {
  await registerRoute(app, authApi.sendPhoneCode, async (request) => {
    const sent = await sendPhoneCode({
      ctx: app.ctx,
      user: currentUser(request),
      phone: request.body.phone,
      password: request.body.password,
      ip: request.ip,
    });
    return { message: 'Code sent by SMS', phone: sent.phone, expiresAt: sent.expiresAt.toISOString(), isNewPhone: sent.isNewPhone };
  });

  await registerRoute(app, authApi.verifyPhone, async (request) => {
    const user = await verifyPhoneCode({ ctx: app.ctx, user: currentUser(request), code: request.body.code, ip: request.ip });
    return { message: 'Phone number verified', user: toUserJson(user) };
  });
};
