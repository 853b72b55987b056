/**
 * The admin's users screen and the admin's quick login (one object per route,
 * docs/decisions/0274; import as a namespace).
 */
import { defineRoute } from './route';

const admin = {
  tag: 'admin',
  load: async () => ({ ...(await import('./admin.contract')), ...(await import('./auth.contract')), ...(await import('../schemas/admin.schema')) }),
};

export const users = defineRoute({
  ...admin,
  method: 'GET',
  path: '/api/admin/users',
  access: 'admin',
  summary: 'Users with their activity, 20 a page',
  schema: (s) => ({ query: s.adminUsersQuerySchema, response: s.adminUsersAnswer }),
});

export const suspend = defineRoute({
  ...admin,
  method: 'POST',
  path: '/api/admin/users/:id/suspend',
  access: 'admin',
  summary: 'Suspend a user: ends their sessions, optionally e-mails them',
  schema: (s) => ({ params: s.userIdParams, body: s.suspendUserSchema, response: s.suspendUserAnswer }),
});

export const unsuspend = defineRoute({
  ...admin,
  method: 'POST',
  path: '/api/admin/users/:id/unsuspend',
  access: 'admin',
  summary: 'Lift a suspension',
  schema: (s) => ({ params: s.userIdParams, response: s.userActionAnswer }),
});

export const activate = defineRoute({
  ...admin,
  method: 'POST',
  path: '/api/admin/users/:id/activate',
  access: 'admin',
  summary: 'Activate a suspended user (same as unsuspend)',
  schema: (s) => ({ params: s.userIdParams, response: s.userActionAnswer }),
});

export const makeAdmin = defineRoute({
  ...admin,
  method: 'POST',
  path: '/api/admin/users/:id/make-admin',
  access: 'admin',
  summary: 'Give another user the admin right',
  schema: (s) => ({ params: s.userIdParams, response: s.userActionAnswer }),
});

export const removeAdmin = defineRoute({
  ...admin,
  method: 'POST',
  path: '/api/admin/users/:id/remove-admin',
  access: 'admin',
  summary: "Take another admin's right back (never your own)",
  schema: (s) => ({ params: s.userIdParams, response: s.userActionAnswer }),
});

export const verify = defineRoute({
  ...admin,
  method: 'POST',
  path: '/api/admin/users/:id/verify',
  access: 'admin',
  summary: "Verify a pending user's e-mail",
  schema: (s) => ({ params: s.userIdParams, response: s.userActionAnswer }),
});

export const edit = defineRoute({
  ...admin,
  method: 'PUT',
  path: '/api/admin/users/:id',
  access: 'admin',
  summary: "Change a user's e-mail and phone",
  schema: (s) => ({ params: s.userIdParams, body: s.editUserSchema, response: s.userActionAnswer }),
});

/** Open to guests: the route checks its key, and does not exist (404) when none is set. */
export const quickLogin = defineRoute({
  ...admin,
  method: 'POST',
  path: '/api/admin/quick-login',
  access: 'public',
  summary: 'Sign in as the admin with ADMIN_QUICK_LOGIN_KEY (404 when it is not set)',
  schema: (s) => ({ body: s.quickLoginSchema, response: s.sessionResponse }),
});
