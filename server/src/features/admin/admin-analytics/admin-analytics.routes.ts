import type { FastifyPluginAsync } from 'fastify';
import * as adminOverviewApi from '@okota/shared/contracts/admin-overview.api';
import { registerRoute } from '../../../plugins/register-route';
import { analyticsTotals, dailyAnalytics, siteStats } from './admin-analytics.repository';
import { activitySeries, dashboardCounts, recentActivity } from './dashboard.repository';
import { paymentStats } from '../admin-settings/admin-settings.repository';
import { smsDailyStats } from '../../sms';

const ANALYTICS_DAYS = 7;
const CHART_DAYS = 30;
const ACTIVITY_ENTRIES = 5;

export const adminAnalyticsRoutes: FastifyPluginAsync = async (app) => {
  await registerRoute(app, adminOverviewApi.analytics, async () => {
    const [sum, dailyData] = await Promise.all([analyticsTotals(app.ctx.db), dailyAnalytics(app.ctx.db, ANALYTICS_DAYS)]);
    return { totals: sum, dailyData };
  });

  await registerRoute(app, adminOverviewApi.stats, async () => siteStats(app.ctx.db));

  await registerRoute(app, adminOverviewApi.dashboard, async () => {
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
  });
};
