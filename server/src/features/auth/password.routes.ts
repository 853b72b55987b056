import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgotPasswordSchema, resetPasswordSchema } from '@okota/shared';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';
import { requestPhonePasswordReset, resetPasswordByCode } from './by-phone/reset-password-by-code';
import { messageResponse } from '@okota/shared/contracts/auth.contract';

/** The same sentence whether or not an account exists (docs/rules.md "Accounts and roles"). */
export const RESET_LINK_SENT = 'If an account exists for this email, a reset link has been sent.';
export const RESET_CODE_SENT = 'If an account exists for this number, a code has been sent by SMS.';

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'E-mail a single-use reset link (valid 1 hour) for {email}, or SMS a 6-digit code (10 minutes, five tries) for {phone}',
        body: forgotPasswordSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const { body } = request;
      if ('email' in body) {
        await requestPasswordReset({ ctx: app.ctx, email: body.email, ip: request.ip });
        return { message: RESET_LINK_SENT };
      }
      await requestPhonePasswordReset({ ctx: app.ctx, phone: body.phone, ip: request.ip });
      return { message: RESET_CODE_SENT };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link ({token}) or the SMS code ({phone, code}); ends every session of the account',
        body: resetPasswordSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const { body } = request;
      if ('token' in body) await resetPassword({ ctx: app.ctx, token: body.token, newPassword: body.newPassword, ip: request.ip });
      else await resetPasswordByCode({ ctx: app.ctx, phone: body.phone, code: body.code, newPassword: body.newPassword, ip: request.ip });
      return { message: 'Password reset successful' };
    },
  );
};
