import type { FastifyPluginAsync } from 'fastify';
import { pickMailLanguage } from '../../integrations/mail/account-emails';
import { sendSignUpCode } from './send-sign-up-code';
import { completeSignUp } from './complete-sign-up';
import { registerDirectly } from './register-directly';
import { sendPhoneSignUpCode } from './by-phone/send-phone-sign-up-code';
import { completePhoneSignUp } from './by-phone/complete-phone-sign-up';
import { toUserJson } from './user-json';
import * as authApi from '@okota/shared/contracts/auth.api';
import { registerRoute } from '../../plugins/register-route';

export const signUpRoutes: FastifyPluginAsync = async (app) => {
  await registerRoute(app, authApi.sendSignUpCode, async (request) => {
    const body = request.body;
    const language = pickMailLanguage(body.language, request.headers['accept-language']);
    if ('email' in body) await sendSignUpCode({ ctx: app.ctx, email: body.email, ip: request.ip, language });
    else await sendPhoneSignUpCode({ ctx: app.ctx, phone: body.phone, firstName: body.firstName, ip: request.ip, language });
    return { message: 'Verification code sent', expiresInSeconds: 600 };
  });

  await registerRoute(app, authApi.verifySignUpCode, async (request, reply) => {
    const body = request.body;
    const language = pickMailLanguage(body.language, request.headers['accept-language']);
    const { token, user } =
      'email' in body
        ? await completeSignUp({ ctx: app.ctx, email: body.email, otp: body.otp, data: body.registrationData, ip: request.ip, language })
        : await completePhoneSignUp({ ctx: app.ctx, phone: body.phone, otp: body.otp, data: body.registrationData, ip: request.ip, language });
    return reply.status(201).send({ token, user: toUserJson(user) });
  });

  await registerRoute(app, authApi.register, async (request, reply) => {
    const { language, ...data } = request.body;
    const { token, user } = await registerDirectly({
      ctx: app.ctx,
      data,
      ip: request.ip,
      language: pickMailLanguage(language, request.headers['accept-language']),
    });
    return reply.status(201).send({ token, user: toUserJson(user) });
  });
};
