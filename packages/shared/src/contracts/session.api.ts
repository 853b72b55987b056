/**
 * Sessions: sign in, sign out, who is signed in (one object per route, docs/decisions/0274; import
 * as a namespace). Apart from the rest of auth.api.ts because every page asks who is signed in:
 * the first screen carries these three routes and not the others.
 */
import { defineRoute } from './route';

const auth = {
  tag: 'auth',
  load: async () => ({ ...(await import('./auth.contract')), ...(await import('../schemas/auth.schema')) }),
};

export const logIn = defineRoute({
  ...auth,
  method: 'POST',
  path: '/api/auth/login',
  access: 'public',
  summary: 'Sign in with e-mail or phone number, and password',
  schema: (s) => ({ body: s.loginSchema, response: s.sessionResponse }),
});

export const logOut = defineRoute({
  ...auth,
  method: 'POST',
  path: '/api/auth/logout',
  access: 'public',
  summary: 'End this session (the token stops working)',
  schema: (s) => ({ response: s.messageResponse }),
});

export const user = defineRoute({
  ...auth,
  method: 'GET',
  path: '/api/auth/user',
  access: 'user',
  summary: 'The signed-in user',
  schema: (s) => ({ response: s.userResponse }),
});
