import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsTotals, dailyAnalytics, siteStats } from './admin-analytics.repository';
import { activitySeries, dashboardCounts, recentActivity } from './dashboard.repository';
import { paymentStats } from '../admin-settings/admin-settings.repository';
import { smsDailyStats } from '../../sms/sms-stats.repository';
import { smsStatsAnswer } from '../../sms/sms-admin.routes';

const ANALYTICS_DAYS = 7;
const CHART_DAYS = 30;
const ACTIVITY_ENTRIES = 5;

const dailyRow = z.object({
  date: z.string(), pageViews: z.number(), uniqueVisitors: z.number(), searchQueries: z.number(), itemViews: z.number(),
  newRegistrations: z.number(), itemsPosted: z.number(), itemsClaimed: z.number(), paymentsCompleted: z.number(),
});
const totals = z.object({
  totalPageViews: z.number(), totalUniqueVisitors: z.number(), totalSearchQueries: z.number(), totalItemViews: z.number(),
  totalNewRegistrations: z.number(), totalItemsPosted: z.number(), totalItemsClaimed: z.number(), totalPaymentsCompleted: z.number(),
});
const stats = z.object({
  totalUsers: z.number(), totalItems: z.number(), activeItems: z.number(), claimedItems: z.number(), hiddenItems: z.number(), successRate: z.number(),
});
const dashboard = z.object({
  totalUsers: z.number(), activeUsers: z.number(), totalItems: z.number(), claimedItems: z.number(),
  platformRevenue: z.number(), totalPayments: z.number(), successRate: z.number(),
  pendingVerifications: z.number(), pendingUsers: z.number(), suspendedUsers: z.number(), openReports: z.number(), unreadMessages: z.number(),
  recentActivity: z.array(z.object({
    id: z.string(), type: z.enum(['user', 'item', 'claim', 'payment', 'report']), description: z.string(), subject: z.string(), timestamp: z.string(),
  })),
  series: z.array(z.object({ date: z.string(), posts: z.number(), claims: z.number(), payments: z.number() })),
  /** SMS of the last 7 EAT days: cost per day, delivery rate, failures (GET /api/admin/sms lists them). */
  sms: smsStatsAnswer,
});

export const adminAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/analytics', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'Site analytics: totals and the last 7 days',
      response: { 200: z.object({ totals, dailyData: z.array(dailyRow) }) },
    },
  }, async () => {
    const [sum, dailyData] = await Promise.all([analyticsTotals(app.ctx.db), dailyAnalytics(app.ctx.db, ANALYTICS_DAYS)]);
    return { totals: sum, dailyData };
  });

  app.get('/api/admin/stats', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Users and items at a glance', response: { 200: stats } },
  }, async () => siteStats(app.ctx.db));

  app.get('/api/admin/dashboard', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Dashboard cards, pending actions, recent activity and a 30-day series', response: { 200: dashboard } },
  }, async () => {
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
      unreadMessages: counts.unreadMessages,
      recentActivity: activity,
      series,
      sms,
    };
  });
};
