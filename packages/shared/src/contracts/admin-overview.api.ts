/**
 * The admin's overview: analytics, stats, the dashboard and the fee settings (one object per
 * route, docs/decisions/0274; import as a namespace). Every route here is for admins only.
 */
import { defineRoute } from './route';

const admin = {
  tag: 'admin',
  load: () => import('./admin-overview.contract'),
};

export const analytics = defineRoute({
  ...admin,
  method: 'GET',
  path: '/api/admin/analytics',
  access: 'admin',
  summary: 'Site analytics: totals and the last 7 days',
  schema: (s) => ({ response: s.analyticsAnswer }),
});

export const stats = defineRoute({
  ...admin,
  method: 'GET',
  path: '/api/admin/stats',
  access: 'admin',
  summary: 'Users and items at a glance',
  schema: (s) => ({ response: s.siteStatsAnswer }),
});

export const dashboard = defineRoute({
  ...admin,
  method: 'GET',
  path: '/api/admin/dashboard',
  access: 'admin',
  summary: 'Dashboard cards, pending actions, recent activity and a 30-day series',
  schema: (s) => ({ response: s.dashboardAnswer }),
});

export const paymentStats = defineRoute({
  ...admin,
  method: 'GET',
  path: '/api/admin/payment-stats',
  access: 'admin',
  summary: 'Completed payments, revenue, finder share and success rate',
  schema: (s) => ({ response: s.paymentStatsAnswer }),
});

export const settings = defineRoute({
  ...admin,
  method: 'GET',
  path: '/api/admin/settings',
  access: 'admin',
  summary: 'Every setting (finder_amount, platform_amount)',
  schema: (s) => ({ response: s.settingsAnswer }),
});

export const updateSettingByKey = defineRoute({
  ...admin,
  method: 'PUT',
  path: '/api/admin/settings/:key',
  access: 'admin',
  summary: 'Change one fee (legacy page)',
  schema: (s) => ({ params: s.settingKeyParams, body: s.settingValueBody, response: s.settingUpdatedAnswer }),
});

export const updateSetting = defineRoute({
  ...admin,
  method: 'POST',
  path: '/api/admin/settings',
  access: 'admin',
  summary: 'Change one fee (payment settings screen)',
  schema: (s) => ({ body: s.settingBody, response: s.settingUpdatedAnswer }),
});
