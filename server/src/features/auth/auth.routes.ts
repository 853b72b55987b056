/**
 * Accounts (docs/product/user-flows.md section 7, docs/rules.md "Accounts and roles"): sessions and the
 * signed-in user's own account. Sign-up and password recovery live in their own route files.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginSchema, setRoleSchema, updatePhoneSchema } from '@okota/shared';
import { messageResponse, sessionResponse, setRoleResponse, phoneChangeStartedResponse, userResponse } from '@okota/shared/contracts/auth.contract';
import { currentUser, readToken } from '../../plugins/auth';
import { logIn } from './log-in';
import { changePhone } from './change-phone';
import { revokeToken } from './tokens.repository';
import { updateUser } from './users.repository';
import { toUserJson } from './user-json';
import { signUpRoutes } from './sign-up.routes';
import { passwordRoutes } from './password.routes';
import { phoneRoutes } from './phone/phone.routes';
import { emailRoutes } from './email/email.routes';

const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Sign in with e-mail or phone number, and password', body: loginSchema, response: { 200: sessionResponse } },
    },
    async (request) => {
      const { body } = request;
      const who = 'email' in body ? { email: body.email } : { phone: body.phone };
      const { token, user } = await logIn({ ctx: app.ctx, ...who, password: body.password, ip: request.ip });
      return { token, user: toUserJson(user) };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'End this session (the token stops working)', response: { 200: messageResponse } },
    },
    async (request) => {
      const token = readToken(request);
      if (token) await revokeToken(app.ctx.db, token);
      return { message: 'Logged out' };
    },
  );

  app.get(
    '/api/auth/user',
    {
      config: { access: 'user' },
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: userResponse } },
    },
    async (request) => toUserJson(currentUser(request)),
  );

  app.post(
    '/api/auth/set-role',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Remember the preferred mode (finder or claimer); an admin stays admin',
        body: setRoleSchema,
        response: { 200: setRoleResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { role } = request.body;
      const updated = user.role === 'admin' || user.role === role ? user : await updateUser(app.ctx.db, user.id, { role });
      return { role, user: toUserJson(updated) };
    },
  );

  app.post(
    '/api/auth/update-phone',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary:
          "Change the phone number (needs the current password): a code goes by SMS to the new number, which becomes the account's once the code is entered at /api/auth/phone/verify",
        body: updatePhoneSchema,
        response: { 200: phoneChangeStartedResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const started = await changePhone({ ctx: app.ctx, user, phone: request.body.phone, password: request.body.password, ip: request.ip });
      return {
        message: started.pendingPhone ? 'Code sent by SMS to the new number' : 'Phone number unchanged',
        // The account as it is: the number moves only when the code is entered.
        user: toUserJson(user),
        pendingPhone: started.pendingPhone,
        expiresAt: started.expiresAt?.toISOString() ?? null,
      };
    },
  );
};

export const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(sessionRoutes as FastifyPluginAsync);
  await app.register(signUpRoutes as FastifyPluginAsync);
  await app.register(passwordRoutes as FastifyPluginAsync);
  await app.register(phoneRoutes as FastifyPluginAsync);
  await app.register(emailRoutes as FastifyPluginAsync);
};
