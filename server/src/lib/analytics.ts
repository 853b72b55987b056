/**
 * Server-side daily counters for the admin analytics (site_analytics). Never fails the request.
 * Call it with ctx.db after the action committed, not inside a transaction: a failed statement
 * would abort the surrounding transaction.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { siteAnalytics } from '../db/schema';

export type AnalyticsCounter =
  'pageViews' | 'uniqueVisitors' | 'searchQueries' | 'itemViews' | 'newRegistrations' | 'itemsPosted' | 'itemsClaimed' | 'paymentsCompleted';

/** Today in East Africa Time (YYYY-MM-DD). */
export function analyticsDay(now = new Date()): string {
  return new Date(now.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export async function countEvent(db: Executor, counter: AnalyticsCounter, by = 1): Promise<void> {
  const column = siteAnalytics[counter];
  try {
    await db
      .insert(siteAnalytics)
      .values({ date: analyticsDay(), [counter]: by })
      .onConflictDoUpdate({ target: siteAnalytics.date, set: { [counter]: sql`${column} + ${by}` } });
  } catch {
    // Analytics must never break the action being counted.
  }
}
