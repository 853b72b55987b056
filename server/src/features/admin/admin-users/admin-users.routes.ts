import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { adminUsersQuerySchema, editUserSchema, suspendUserSchema } from '@okota/shared';
import { adminUser, adminUsersAnswer, suspendUserAnswer, userActionAnswer as userActionResponse, userIdParams } from '@okota/shared/contracts/admin.contract';
import { currentUser } from '../../../plugins/auth';
import { toIso } from '../admin.schemas';
import { ADMIN_USERS_PAGE_SIZE, listAdminUsers, userStatus, type UserRow } from './admin-users.repository';
import { suspendUser } from './suspend-user';
import { unsuspendUser } from './unsuspend-user';
import { verifyUser } from './verify-user';
import { editUser } from './edit-user';
import { setAdminRole } from './set-admin-role';
import { shownPhoneOf } from '../../../db/account-phone';

function toAdminUser(user: UserRow): z.infer<typeof adminUser> {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: shownPhoneOf(user),
    role: user.role as z.infer<typeof adminUser>['role'],
    status: userStatus(user),
    suspended: user.suspended,
    suspendedAt: toIso(user.suspendedAt),
    suspensionReason: user.suspensionReason,
    emailVerified: user.emailVerified,
    phoneVerified: user.phoneVerified,
    profileImageUrl: user.profileImageUrl,
    createdAt: user.createdAt.toISOString(),
  };
}

const done = (message: string, user: UserRow) => ({ success: true as const, message, user: toAdminUser(user) });

export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Users with their activity, 20 a page',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersAnswer },
      },
    },
    async (request) => {
      const { rows, total } = await listAdminUsers(app.ctx.db, request.query);
      return {
        users: rows.map((r) => ({ ...toAdminUser(r.user), itemsPosted: r.itemsPosted, itemsClaimed: r.itemsClaimed, totalEarnings: r.totalEarnings })),
        total,
        page: request.query.page,
        pageSize: ADMIN_USERS_PAGE_SIZE,
        totalPages: Math.max(1, Math.ceil(total / ADMIN_USERS_PAGE_SIZE)),
      };
    },
  );

  app.post(
    '/api/admin/users/:id/suspend',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Suspend a user: ends their sessions, optionally e-mails them',
        params: userIdParams,
        body: suspendUserSchema,
        response: { 200: suspendUserAnswer },
      },
    },
    async (request) => {
      const { user, emailSent } = await suspendUser({ ctx: app.ctx, adminId: currentUser(request).id, userId: request.params.id, ...request.body });
      return { ...done('User suspended successfully', user), emailSent };
    },
  );

  app.post(
    '/api/admin/users/:id/unsuspend',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], summary: 'Lift a suspension', params: userIdParams, response: { 200: userActionResponse } },
    },
    async (request) => {
      const user = await unsuspendUser({ ctx: app.ctx, adminId: currentUser(request).id, userId: request.params.id, action: 'user.unsuspend' });
      return done('User unsuspended successfully', user);
    },
  );

  app.post(
    '/api/admin/users/:id/activate',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], summary: 'Activate a suspended user (same as unsuspend)', params: userIdParams, response: { 200: userActionResponse } },
    },
    async (request) => {
      const user = await unsuspendUser({ ctx: app.ctx, adminId: currentUser(request).id, userId: request.params.id, action: 'user.activate' });
      return done('User activated successfully', user);
    },
  );

  app.post(
    '/api/admin/users/:id/make-admin',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], summary: 'Give another user the admin right', params: userIdParams, response: { 200: userActionResponse } },
    },
    async (request) => {
      const user = await setAdminRole({ ctx: app.ctx, adminId: currentUser(request).id, userId: request.params.id, isAdmin: true });
      return done('User is now an admin', user);
    },
  );

  app.post(
    '/api/admin/users/:id/remove-admin',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], summary: "Take another admin's right back (never your own)", params: userIdParams, response: { 200: userActionResponse } },
    },
    async (request) => {
      const user = await setAdminRole({ ctx: app.ctx, adminId: currentUser(request).id, userId: request.params.id, isAdmin: false });
      return done('User is no longer an admin', user);
    },
  );

  app.post(
    '/api/admin/users/:id/verify',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], summary: "Verify a pending user's e-mail", params: userIdParams, response: { 200: userActionResponse } },
    },
    async (request) => {
      const user = await verifyUser({ ctx: app.ctx, adminId: currentUser(request).id, userId: request.params.id });
      return done('User verified successfully', user);
    },
  );

  app.put(
    '/api/admin/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Change a user's e-mail and phone",
        params: userIdParams,
        body: editUserSchema,
        response: { 200: userActionResponse },
      },
    },
    async (request) => {
      const user = await editUser({ ctx: app.ctx, adminId: currentUser(request).id, userId: request.params.id, ...request.body });
      return done('User updated successfully', user);
    },
  );
};
