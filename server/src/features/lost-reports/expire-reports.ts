/**
 * The hourly pass over open reports: a reminder a week before a report expires (once per
 * expiry date), and expiry after 90 days. Batches are locked with SKIP LOCKED, so two server
 * processes never remind the same owner twice.
 */
import { LOST_REPORT_REMINDER_DAYS } from '@okota/shared';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { lostReports, users } from '../../db/schema';
import { remindOwnerOfExpiry } from './tell-owner';

export const EXPIRY_CHECK_EVERY_MS = 60 * 60 * 1000;
const BATCH = 200;

export async function expireAndRemind(ctx: AppContext): Promise<{ expired: number; reminded: number }> {
  const expired = await ctx.db
    .update(lostReports)
    .set({ status: 'expired', updatedAt: new Date() })
    .where(and(eq(lostReports.status, 'open'), lte(lostReports.expiresAt, sql`now()`)))
    .returning({ id: lostReports.id });

  let reminded = 0;
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => {
      const due = await tx
        .select({ report: lostReports, language: users.language })
        .from(lostReports)
        .innerJoin(users, eq(users.id, lostReports.ownerId))
        .where(and(
          eq(lostReports.status, 'open'),
          isNull(lostReports.reminderSentAt),
          lte(lostReports.expiresAt, sql`now() + make_interval(days => ${LOST_REPORT_REMINDER_DAYS})`),
        ))
        .limit(BATCH)
        .for('update', { of: lostReports, skipLocked: true });
      for (const { report, language } of due) {
        await tx.update(lostReports).set({ reminderSentAt: new Date() }).where(eq(lostReports.id, report.id));
        await remindOwnerOfExpiry(ctx, tx, { ...report, language });
      }
      return due.length;
    });
    reminded += batch;
    if (batch < BATCH) break;
  }
  return { expired: expired.length, reminded };
}
