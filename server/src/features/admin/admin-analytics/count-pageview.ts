/**
 * A page view from the web app's beacon. A visitor is a SHA-256 of salt, day and IP: the IP is
 * never stored, and with the day in the hash one visitor cannot be followed from day to day.
 */
import type { AppContext } from '../../../context';
import { analyticsDay, countEvent } from '../../../lib/analytics';
import { sha256 } from '../../../lib/crypto';
import { visitorSalt } from './visitor-salt';
import { recordDailyVisitor } from './admin-analytics.repository';

export async function countPageview({ ctx, ip }: { ctx: AppContext; ip: string }): Promise<void> {
  const day = analyticsDay();
  const visitorHash = sha256(`${visitorSalt(ctx.config)}:${day}:${ip}`);
  await countEvent(ctx.db, 'pageViews');
  try {
    if (await recordDailyVisitor(ctx.db, { date: day, visitorHash })) await countEvent(ctx.db, 'uniqueVisitors');
  } catch (error) {
    // Analytics never fail a page; note it for whoever reads the logs.
    ctx.log.warn({ err: error }, 'unique visitor not counted');
  }
}
