import { count, gte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { successRate } from '@okota/shared';
import type { Executor } from '../../../db/client';
import { dailyVisitors, items, siteAnalytics, users } from '../../../db/schema';
import { isOpenToOwners } from '../../../db/item-visibility';
import { analyticsDay } from '../../../lib/analytics';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last n days in East Africa Time, oldest first, today last. */
export function lastDays(n: number, now = new Date()): string[] {
  return Array.from({ length: n }, (_, index) => analyticsDay(new Date(now.getTime() - (n - 1 - index) * DAY_MS)));
}

export async function analyticsTotals(db: Executor) {
  const sum = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::int`;
  const [row] = await db
    .select({
      totalPageViews: sum(siteAnalytics.pageViews),
      totalUniqueVisitors: sum(siteAnalytics.uniqueVisitors),
      totalSearchQueries: sum(siteAnalytics.searchQueries),
      totalItemViews: sum(siteAnalytics.itemViews),
      totalNewRegistrations: sum(siteAnalytics.newRegistrations),
      totalItemsPosted: sum(siteAnalytics.itemsPosted),
      totalItemsClaimed: sum(siteAnalytics.itemsClaimed),
      totalPaymentsCompleted: sum(siteAnalytics.paymentsCompleted),
    })
    .from(siteAnalytics);
  return row;
}

/** One row per day, days without traffic included as zeros, so a chart has no gaps. */
export async function dailyAnalytics(db: Executor, days: number) {
  const dates = lastDays(days);
  const rows = await db.select().from(siteAnalytics).where(gte(siteAnalytics.date, dates[0]));
  const byDate = new Map(rows.map((row) => [row.date, row]));
  return dates.map((date) => {
    const row = byDate.get(date);
    return {
      date,
      pageViews: row?.pageViews ?? 0,
      uniqueVisitors: row?.uniqueVisitors ?? 0,
      searchQueries: row?.searchQueries ?? 0,
      itemViews: row?.itemViews ?? 0,
      newRegistrations: row?.newRegistrations ?? 0,
      itemsPosted: row?.itemsPosted ?? 0,
      itemsClaimed: row?.itemsClaimed ?? 0,
      paymentsCompleted: row?.paymentsCompleted ?? 0,
    };
  });
}

/**
 * Removed items are gone from the site and do not count; hidden ones still exist and do.
 * Success rate: claimed items divided by total, rounded (section 9).
 */
export async function siteStats(db: Executor) {
  const [[userRow], [itemRow]] = await Promise.all([
    db.select({ totalUsers: count() }).from(users),
    db
      .select({
        totalItems: sql<number>`count(*) filter (where ${items.status} <> 'removed')::int`,
        activeItems: sql<number>`count(*) filter (where ${isOpenToOwners})::int`,
        claimedItems: sql<number>`count(*) filter (where ${items.status} in ('claimed', 'completed'))::int`,
        hiddenItems: sql<number>`count(*) filter (where ${items.isHidden} and ${items.status} <> 'removed')::int`,
      })
      .from(items),
  ]);
  return { ...userRow, ...itemRow, successRate: successRate(itemRow.claimedItems, itemRow.totalItems) };
}

/** Notes a visitor's hash for the day; true when it is the visitor's first view that day. */
export async function recordDailyVisitor(db: Executor, visitor: { date: string; visitorHash: string }): Promise<boolean> {
  const inserted = await db.insert(dailyVisitors).values(visitor).onConflictDoNothing().returning({ date: dailyVisitors.date });
  return inserted.length > 0;
}
