import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgotPasswordSchema, resetPasswordSchema } from '@okota/shared';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';
import { messageResponse } from '@okota/shared/contracts/auth.contract';

/** The same sentence whether or not an account exists (decisions.md). */
export const RESET_LINK_SENT = 'If an account exists for this email, a reset link has been sent.';

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/auth/forgot-password', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'E-mail a single-use reset link (valid 1 hour)',
      body: forgotPasswordSchema,
      response: { 200: messageResponse },
    },
  }, async (request) => {
    await requestPasswordReset({ ctx: app.ctx, email: request.body.email, ip: request.ip });
    return { message: RESET_LINK_SENT };
  });

  app.post('/api/auth/reset-password', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Set a new password with a reset link; ends every session of the account',
      body: resetPasswordSchema,
      response: { 200: messageResponse },
    },
  }, async (request) => {
    await resetPassword({ ctx: app.ctx, token: request.body.token, newPassword: request.body.newPassword, ip: request.ip });
    return { message: 'Password reset successful' };
  });
};
