import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { adminUser } from '@okota/shared/contracts/admin.contract';
import * as adminUsersApi from '@okota/shared/contracts/admin-users.api';
import { registerRoute } from '../../../plugins/register-route';
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

export const adminUsersRoutes: FastifyPluginAsync = async (app) => {
  await registerRoute(app, adminUsersApi.users, async (request) => {
    const { rows, total } = await listAdminUsers(app.ctx.db, request.query);
    return {
      users: rows.map((r) => ({ ...toAdminUser(r.user), itemsPosted: r.itemsPosted, itemsClaimed: r.itemsClaimed, totalEarnings: r.totalEarnings })),
      total,
      page: request.query.page,
      pageSize: ADMIN_USERS_PAGE_SIZE,
      totalPages: Math.max(1, Math.ceil(total / ADMIN_USERS_PAGE_SIZE)),
    };
  });

  await registerRoute(app, adminUsersApi.suspend, async (request) => {
    const { user, emailSent } = await suspendUser({ ctx: app.ctx, adminId: currentUser(request).id, userId: request.params.id, ...request.body });
    return { ...done('User suspended successfully', user), emailSent };
  });

  await registerRoute(app, adminUsersApi.unsuspend, async (request) => {
    const user = await unsuspendUser({ ctx: app.ctx, adminId: currentUser(request).id, userId: request.params.id, action: 'user.unsuspend' });
    return done('User unsuspended successfully', user);
  });

  await registerRoute(app, adminUsersApi.activate, async (request) => {
    const user = await unsuspendUser({ ctx: app.ctx, adminId: currentUser(request).id, userId: request.params.id, action: 'user.activate' });
    return done('User activated successfully', user);
  });

  await registerRoute(app, adminUsersApi.makeAdmin, async (request) => {
    const user = await setAdminRole({ ctx: app.ctx, adminId: currentUser(request).id, userId: request.params.id, isAdmin: true });
    return done('User is now an admin', user);
  });

  await registerRoute(app, adminUsersApi.removeAdmin, async (request) => {
    const user = await setAdminRole({ ctx: app.ctx, adminId: currentUser(request).id, userId: request.params.id, isAdmin: false });
    return done('User is no longer an admin', user);
  });

  await registerRoute(app, adminUsersApi.verify, async (request) => {
    const user = await verifyUser({ ctx: app.ctx, adminId: currentUser(request).id, userId: request.params.id });
    return done('User verified successfully', user);
  });

  await registerRoute(app, adminUsersApi.edit, async (request) => {
    const user = await editUser({ ctx: app.ctx, adminId: currentUser(request).id, userId: request.params.id, ...request.body });
    return done('User updated successfully', user);
  });
};
