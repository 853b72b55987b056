import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerSchema, sendOtpSchema, verifyOtpSchema } from '@okota/shared';
import { pickMailLanguage } from '../../integrations/mail/account-emails';
import { sendSignUpCode } from './send-sign-up-code';
import { completeSignUp } from './complete-sign-up';
import { registerDirectly } from './register-directly';
import { sendPhoneSignUpCode } from './by-phone/send-phone-sign-up-code';
import { completePhoneSignUp } from './by-phone/complete-phone-sign-up';
import { sessionResponse, signUpCodeSentResponse } from '@okota/shared/contracts/auth.contract';
import { toUserJson } from './user-json';

export const signUpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/send-otp',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'E-mail ({email}) or SMS ({phone, firstName}) a 6-digit sign-up code (valid 10 minutes); a taken address or number gets a notice instead, and the answer is the same',
        body: sendOtpSchema,
        response: { 200: signUpCodeSentResponse },
      },
    },
    async (request) => {
      const body = request.body;
      const language = pickMailLanguage(body.language, request.headers['accept-language']);
      if ('email' in body) await sendSignUpCode({ ctx: app.ctx, email: body.email, ip: request.ip, language });
      else await sendPhoneSignUpCode({ ctx: app.ctx, phone: body.phone, firstName: body.firstName, ip: request.ip, language });
      return { message: 'Verification code sent', expiresInSeconds: 600 };
    },
  );

  app.post(
    '/api/auth/verify-otp',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Check the code and create the account (by phone: phoneVerified, the e-mail optional)',
        body: verifyOtpSchema,
        response: { 201: sessionResponse },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const language = pickMailLanguage(body.language, request.headers['accept-language']);
      const { token, user } =
        'email' in body
          ? await completeSignUp({ ctx: app.ctx, email: body.email, otp: body.otp, data: body.registrationData, ip: request.ip, language })
          : await completePhoneSignUp({ ctx: app.ctx, phone: body.phone, otp: body.otp, data: body.registrationData, ip: request.ip, language });
      return reply.status(201).send({ token, user: toUserJson(user) });
    },
  );

  app.post(
    '/api/auth/register',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Direct registration without a code (not in production: 404): the account stays unverified (Pending)',
        body: registerSchema,
        response: { 201: sessionResponse },
      },
    },
    async (request, reply) => {
      const { language, ...data } = request.body;
      const { token, user } = await registerDirectly({
        ctx: app.ctx,
        data,
        ip: request.ip,
        language: pickMailLanguage(language, request.headers['accept-language']),
      });
      return reply.status(201).send({ token, user: toUserJson(user) });
    },
  );
};
