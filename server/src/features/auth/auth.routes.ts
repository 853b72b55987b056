/**
 * Accounts (docs/product/user-flows.md section 7, docs/rules.md "Accounts and roles"): sessions and the
 * signed-in user's own account. Sign-up and password recovery live in their own route files.
 */
import type { FastifyPluginAsync } from 'fastify';
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
import * as authApi from '@okota/shared/contracts/auth.api';
import * as sessionApi from '@okota/shared/contracts/session.api';
import { registerRoute } from '../../plugins/register-route';

const sessionRoutes: FastifyPluginAsync = async (app) => {
  await registerRoute(app, sessionApi.logIn, async (request) => {
    const { body } = request;
    const who = 'email' in body ? { email: body.email } : { phone: body.phone };
    const { token, user } = await logIn({ ctx: app.ctx, ...who, password: body.password, ip: request.ip });
    return { token, user: toUserJson(user) };
  });

  await registerRoute(app, sessionApi.logOut, async (request) => {
    const token = readToken(request);
    if (token) await revokeToken(app.ctx.db, token);
    return { message: 'Logged out' };
  });

  await registerRoute(app, sessionApi.user, async (request) => toUserJson(currentUser(request)));

  await registerRoute(app, authApi.setRole, async (request) => {
    const user = currentUser(request);
    const { role } = request.body;
    const updated = user.role === 'admin' || user.role === role ? user : await updateUser(app.ctx.db, user.id, { role });
    return { role, user: toUserJson(updated) };
  });

  await registerRoute(app, authApi.updatePhone, async (request) => {
    const user = currentUser(request);
    const started = await changePhone({ ctx: app.ctx, user, phone: request.body.phone, password: request.body.password, ip: request.ip });
    return {
      message: started.pendingPhone ? 'Code sent by SMS to the new number' : 'Phone number unchanged',
      // The account as it is: the number moves only when the code is entered.
      user: toUserJson(user),
      pendingPhone: started.pendingPhone,
      expiresAt: started.expiresAt?.toISOString() ?? null,
    };
  });
};

export const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(sessionRoutes as FastifyPluginAsync);
  await app.register(signUpRoutes as FastifyPluginAsync);
  await app.register(passwordRoutes as FastifyPluginAsync);
  await app.register(phoneRoutes as FastifyPluginAsync);
  await app.register(emailRoutes as FastifyPluginAsync);
};
