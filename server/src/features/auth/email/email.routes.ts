/**
 * Proving the account's e-mail address with its own code (issue 25, docs/decisions/0230): send a
 * code, enter it. GET /api/auth/user then says emailVerified: true.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendEmailCodeSchema, verifyEmailCodeSchema } from '@okota/shared';
import { emailCodeSentResponse, userChangedResponse } from '@okota/shared/contracts/auth.contract';
import { currentUser } from '../../../plugins/auth';
import { toUserJson } from '../user-json';
import { sendEmailCode } from './send-email-code';
import { verifyEmailCode } from './verify-email-code';

export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/email/send-code',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: "E-mail a 6-digit code to the account's unverified address, or to a new address (the password when replacing a verified one)",
        body: sendEmailCodeSchema,
        response: { 200: emailCodeSentResponse },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const sent = await sendEmailCode({ ctx: app.ctx, user: currentUser(request), email, password, ip: request.ip });
      return { message: 'Code sent by e-mail', email: sent.email, expiresAt: sent.expiresAt.toISOString(), isNewEmail: sent.isNewEmail };
    },
  );

  app.post(
    '/api/auth/email/verify',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: "Enter the e-mailed code: the address is verified (a new address becomes the account's)",
        body: verifyEmailCodeSchema,
        response: { 200: userChangedResponse },
      },
    },
    async (request) => {
      const user = await verifyEmailCode({ ctx: app.ctx, user: currentUser(request), code: request.body.code, ip: request.ip });
      return { message: 'E-mail address verified', user: toUserJson(user) };
    },
  );
};
