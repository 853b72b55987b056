/**
 * The admin area (docs/product/admin-and-platform.md sections 6-7). Each admin route's contract
 * (packages/shared/src/contracts/admin-*.api.ts) says `access: 'admin'`, which
 * plugins/route-access.ts enforces on the matched route before the body is read: 401 without a
 * valid token, 403 for anyone but an admin, whatever they send and however the address is spelled.
 * Quick login is the one admin path open to guests (it checks its key); the report form and the
 * page-view beacon are not admin routes.
 */
import type { FastifyPluginAsync } from 'fastify';
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
import { adminClaimHoldsRoutes } from './admin-claim-holds/claim-holds.routes';
import { quickLoginRoutes } from './quick-login/quick-login.routes';

const adminAreaRoutes: FastifyPluginAsync = async (app) => {
  for (const routes of [
    adminItemsRoutes,
    adminUsersRoutes,
    adminCategoriesRoutes,
    adminSettingsRoutes,
    adminAnalyticsRoutes,
    adminReportsRoutes,
    adminAuditRoutes,
    adminVerificationsRoutes,
    adminMessagesRoutes,
    adminClaimHoldsRoutes,
  ]) {
    await app.register(routes as FastifyPluginAsync);
  }
};

export const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(adminAreaRoutes);
  await app.register(quickLoginRoutes as FastifyPluginAsync);
  await app.register(reportsRoutes as FastifyPluginAsync);
  await app.register(pageviewRoutes as FastifyPluginAsync);
};
