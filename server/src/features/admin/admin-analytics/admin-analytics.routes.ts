import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsAnswer, dashboardAnswer as dashboard, siteStatsAnswer as stats } from '@okota/shared/contracts/admin-overview.contract';
import { analyticsTotals, dailyAnalytics, siteStats } from './admin-analytics.repository';
import { activitySeries, dashboardCounts, recentActivity } from './dashboard.repository';
import { paymentStats } from '../admin-settings/admin-settings.repository';
import { smsDailyStats } from '../../sms';

const ANALYTICS_DAYS = 7;
const CHART_DAYS = 30;
const ACTIVITY_ENTRIES = 5;

export const adminAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/analytics',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Site analytics: totals and the last 7 days',
        response: { 200: analyticsAnswer },
      },
    },
    async () => {
      const [sum, dailyData] = await Promise.all([analyticsTotals(app.ctx.db), dailyAnalytics(app.ctx.db, ANALYTICS_DAYS)]);
      return { totals: sum, dailyData };
    },
  );

  app.get(
    '/api/admin/stats',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], summary: 'Users and items at a glance', response: { 200: stats } },
    },
    async () => siteStats(app.ctx.db),
  );

  app.get(
    '/api/admin/dashboard',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], summary: 'Dashboard cards, pending actions, recent activity and a 30-day series', response: { 200: dashboard } },
    },
    async () => {
      const [site, counts, money, activity, series, sms] = await Promise.all([
        siteStats(app.ctx.db),
        dashboardCounts(app.ctx.db),
        paymentStats(app.ctx.db),
        recentActivity(app.ctx.db, ACTIVITY_ENTRIES),
        activitySeries(app.ctx.db, CHART_DAYS),
        smsDailyStats(app.ctx.db, 7),
      ]);
      return {
        totalUsers: site.totalUsers,
        activeUsers: counts.activeUsers,
        totalItems: site.totalItems,
        claimedItems: site.claimedItems,
        platformRevenue: money.platformRevenue,
        totalPayments: money.totalPayments,
        successRate: site.successRate,
        pendingVerifications: counts.pendingVerifications,
        pendingUsers: counts.pendingUsers,
        suspendedUsers: counts.suspendedUsers,
        openReports: counts.openReports,
        heldItems: counts.heldItems,
        unreadMessages: counts.unreadMessages,
        recentActivity: activity,
        series,
        sms,
      };
    },
  );
};
