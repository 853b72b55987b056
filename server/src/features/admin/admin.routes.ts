/**
 * The admin area (2-admin-and-platform.md sections 6-7). One requireAdmin hook guards every
 * /api/admin/* path of the whole server, whichever feature serves it (payouts live with
 * payments): it runs on request, before the body is even validated, so the answer is 401
 * without a valid token and 403 for anyone but an admin, whatever they send, and a route that
 * forgets its own guard is still covered. Quick login is the one admin path outside it; the
 * report form and the page-view beacon are not admin paths.
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

const UNGUARDED_ADMIN_PATHS = new Set(['/api/admin/quick-login']);

export function isGuardedAdminPath(url: string): boolean {
  const path = url.split('?')[0];
  return (path === '/api/admin' || path.startsWith('/api/admin/')) && !UNGUARDED_ADMIN_PATHS.has(path);
}

const adminAreaRoutes: FastifyPluginAsync = async (app) => {
  for (const routes of [
    adminItemsRoutes, adminUsersRoutes, adminCategoriesRoutes, adminSettingsRoutes, adminAnalyticsRoutes,
    adminReportsRoutes, adminAuditRoutes, adminVerificationsRoutes, adminMessagesRoutes,
  ]) {
    await app.register(routes as FastifyPluginAsync);
  }
};

/**
 * Not encapsulated (skip-override, what fastify-plugin does): the guard hook lands on the root
 * instance, so it also covers features registered after this one, such as payments' payouts.
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (request) => {
    if (isGuardedAdminPath(request.url)) await requireAdmin(request);
  });
  await app.register(adminAreaRoutes);
  await app.register(quickLoginRoutes as FastifyPluginAsync);
  await app.register(reportsRoutes as FastifyPluginAsync);
  await app.register(pageviewRoutes as FastifyPluginAsync);
};
Object.assign(adminRoutes, { [Symbol.for('skip-override')]: true });
