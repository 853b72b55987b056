import type { FastifyPluginAsync } from 'fastify';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';
import { requestPhonePasswordReset, resetPasswordByCode } from './by-phone/reset-password-by-code';
import * as authApi from '@okota/shared/contracts/auth.api';
import { registerRoute } from '../../plugins/register-route';

/** The same sentence whether or not an account exists (docs/rules.md "Accounts and roles"). */
export const RESET_LINK_SENT = 'If an account exists for this email, a reset link has been sent.';
export const RESET_CODE_SENT = 'If an account exists for this number, a code has been sent by SMS.';

export const passwordRoutes: FastifyPluginAsync = async (app) => {
  await registerRoute(app, authApi.forgotPassword, async (request) => {
    const { body } = request;
    if ('email' in body) {
      await requestPasswordReset({ ctx: app.ctx, email: body.email, ip: request.ip });
      return { message: RESET_LINK_SENT };
    }
    await requestPhonePasswordReset({ ctx: app.ctx, phone: body.phone, ip: request.ip });
    return { message: RESET_CODE_SENT };
  });

  await registerRoute(app, authApi.resetPassword, async (request) => {
    const { body } = request;
    if ('token' in body) await resetPassword({ ctx: app.ctx, token: body.token, newPassword: body.newPassword, ip: request.ip });
    else await resetPasswordByCode({ ctx: app.ctx, phone: body.phone, code: body.code, newPassword: body.newPassword, ip: request.ip });
    return { message: 'Password reset successful' };
  });
};
