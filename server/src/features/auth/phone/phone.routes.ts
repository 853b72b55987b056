/**
 * Proving the account's phone number by SMS (docs/rules.md "SMS and USSD"): send a code, enter
 * it. GET /api/auth/user then says phoneVerified: true.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPhoneCodeSchema, verifyPhoneCodeSchema } from '@okota/shared';
import { currentUser } from '../../../plugins/auth';
import { phoneCodeSentResponse, userChangedResponse } from '@okota/shared/contracts/auth.contract';
import { toUserJson } from '../user-json';
import { sendPhoneCode } from './send-phone-code';
import { verifyPhoneCode } from './verify-phone-code';

export const phoneRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/phone/send-code',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: "Send a 6-digit code by SMS to the account's number, or to a new number (with the current password)",
        body: sendPhoneCodeSchema,
        response: { 200: phoneCodeSentResponse },
      },
    },
    async (request) => {
      const sent = await sendPhoneCode({
        ctx: app.ctx,
        user: currentUser(request),
        phone: request.body.phone,
        password: request.body.password,
        ip: request.ip,
      });
      return { message: 'Code sent by SMS', phone: sent.phone, expiresAt: sent.expiresAt.toISOString(), isNewPhone: sent.isNewPhone };
    },
  );

  app.post(
    '/api/auth/phone/verify',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: "Enter the code from the SMS: the number is verified (a new number becomes the account's)",
        body: verifyPhoneCodeSchema,
        response: { 200: userChangedResponse },
      },
    },
    async (request) => {
      const user = await verifyPhoneCode({ ctx: app.ctx, user: currentUser(request), code: request.body.code, ip: request.ip });
      return { message: 'Phone number verified', user: toUserJson(user) };
    },
  );
};
