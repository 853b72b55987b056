/**
 * The admin overview's answers (docs/product/admin-and-platform.md sections 1 and 6): analytics, site and
 * payment stats, the dashboard, and the fee settings.
 */
import { z } from 'zod';
import { isoDate, successResponse } from './admin.contract';
import { feesResponse } from './public.contract';
import { smsStatsAnswer } from './sms.contract';

const dailyRow = z.object({
  date: z.string(),
  pageViews: z.number(),
  uniqueVisitors: z.number(),
  searchQueries: z.number(),
  itemViews: z.number(),
  newRegistrations: z.number(),
  itemsPosted: z.number(),
  itemsClaimed: z.number(),
  paymentsCompleted: z.number(),
});
const totals = z.object({
  totalPageViews: z.number(),
  totalUniqueVisitors: z.number(),
  totalSearchQueries: z.number(),
  totalItemViews: z.number(),
  totalNewRegistrations: z.number(),
  totalItemsPosted: z.number(),
  totalItemsClaimed: z.number(),
  totalPaymentsCompleted: z.number(),
});

/** GET /api/admin/analytics: totals and the last 7 days. */
export const analyticsAnswer = z.object({ totals, dailyData: z.array(dailyRow) });

/** GET /api/admin/stats. */
export const siteStatsAnswer = z.object({
  totalUsers: z.number(),
  totalItems: z.number(),
  activeItems: z.number(),
  claimedItems: z.number(),
  hiddenItems: z.number(),
  successRate: z.number(),
});

export const ACTIVITY_TYPES = ['user', 'item', 'claim', 'payment', 'report'] as const;

/** GET /api/admin/dashboard. */
export const dashboardAnswer = z.object({
  totalUsers: z.number(),
  activeUsers: z.number(),
  totalItems: z.number(),
  claimedItems: z.number(),
  platformRevenue: z.number(),
  totalPayments: z.number(),
  successRate: z.number(),
  pendingVerifications: z.number(),
  pendingUsers: z.number(),
  suspendedUsers: z.number(),
  openReports: z.number(),
  /** Listings our system held for review, waiting for a person (GET /api/admin/items?status=held). */
  heldItems: z.number(),
  unreadMessages: z.number(),
  recentActivity: z.array(
    z.object({
      id: z.string(),
      type: z.enum(ACTIVITY_TYPES),
      description: z.string(),
      subject: z.string(),
      timestamp: isoDate,
    }),
  ),
  series: z.array(z.object({ date: z.string(), posts: z.number(), claims: z.number(), payments: z.number() })),
  /** SMS of the last 7 EAT days: cost per day, delivery rate, failures (GET /api/admin/sms lists them). */
  sms: smsStatsAnswer,
});

/** GET /api/admin/payment-stats. */
export const paymentStatsAnswer = z.object({
  totalPayments: z.number(),
  platformRevenue: z.number(),
  finderPayments: z.number(),
  successRate: z.number(),
  totalCollected: z.number(),
  finderPaidOut: z.number(),
  pendingPayments: z.number(),
  failedPayments: z.number(),
  refundedPayments: z.number(),
});

export const settingAnswer = z.object({ key: z.string(), value: z.string(), description: z.string().nullable(), updatedAt: isoDate });
export const settingsAnswer = z.array(settingAnswer);

/**
 * A fee change's body. The shared feeSettingSchema checks it inside the operation, so both routes
 * answer with the same messages; this only keeps out what is not a value at all.
 */
export const settingValueBody = z.object({
  value: z.union([z.number(), z.string().max(20)]),
  description: z.string().max(500).optional(),
});
export const settingKeyParams = z.object({ key: z.string().max(100) });
export const settingBody = settingValueBody.extend({ key: z.string().max(100) });

export const settingUpdatedAnswer = successResponse.extend({ setting: settingAnswer, fees: feesResponse.omit({ currency: true }) });
