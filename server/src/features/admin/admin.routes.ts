/**
 * The admin area (2-admin-and-platform.md sections 6-7). Every /api/admin/* route below sits
 * behind one requireAdmin hook that runs on request, before the body is even validated: 401
 * without a valid token, 403 for anyone but an admin, whatever they send. Quick login, the
 * report form and the page-view beacon are outside the guard on purpose.
 */
import type { FastifyPluginAsync } from 'fastify';
import { requireAdmin } from '../../plugins/auth';
import { adminItemsRoutes } from './admin-items/admin-items.routes';
import { adminUsersRoutes } from './admin-users/admin-users.routes';
import { adminCategoriesRoutes } from './admin-categories/admin-categories.routes';
import { adminSettingsRoutes } from './admin-settings/admin-settings.routes';
import { adminAnalyticsRoutes } from './admin-analytics/admin-analytics.routes';
import { pageviewRoutes } from './admin-analytics/pageview.routes';
import { adminReportsRoutes, reportsRoutes } from './admin-reports/reports.routes';
import { adminAuditRoutes } from './admin-audit/admin-audit.routes';
import { adminVerificationsRoutes } from './admin-verifications/admin-verifications.routes';
import { adminMessagesRoutes } from './admin-messages/admin-messages.routes';
import { quickLoginRoutes } from './quick-login/quick-login.routes';

const guardedAdminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireAdmin);
  for (const routes of [
    adminItemsRoutes, adminUsersRoutes, adminCategoriesRoutes, adminSettingsRoutes, adminAnalyticsRoutes,
    adminReportsRoutes, adminAuditRoutes, adminVerificationsRoutes, adminMessagesRoutes,
  ]) {
    await app.register(routes as FastifyPluginAsync);
  }
};

export const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(guardedAdminRoutes);
  await app.register(quickLoginRoutes as FastifyPluginAsync);
  await app.register(reportsRoutes as FastifyPluginAsync);
  await app.register(pageviewRoutes as FastifyPluginAsync);
};
