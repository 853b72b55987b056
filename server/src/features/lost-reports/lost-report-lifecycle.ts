/**
 * A lost report's state machine, the only writer of lost_reports.status (docs/decisions/0272,
 * guarded by server/test/architecture/status-writers.test.ts):
 *
 *   (filed) → open ─ 90 days pass ──▶ expired ─ renew ─▶ open
 *               └──── "I got it back" ─▶ closed (stays closed)
 *
 * A report is filed open (its initial state, written by insertReport). Whether a stored 'open'
 * report is open now is read through db/lost-report-state.ts, the one place that derives it.
 */
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { lostReports } from '../../db/schema';
import { freshExpiry } from './report-values';

/** Open again for another 90 days from today (an expired report too); the expiry reminder may come again. */
export async function renewReport(db: Executor, reportId: number): Promise<void> {
  await db
    .update(lostReports)
    .set({ status: 'open', expiresAt: freshExpiry(), reminderSentAt: null, updatedAt: new Date() })
    .where(eq(lostReports.id, reportId));
}

/** "I got it back": closed for good. */
export async function closeReport(db: Executor, reportId: number): Promise<void> {
  await db.update(lostReports).set({ status: 'closed', updatedAt: new Date() }).where(eq(lostReports.id, reportId));
}

/** Open reports past their 90 days become expired; answers their ids. */
export async function expireDueReports(db: Executor): Promise<number[]> {
  const rows = await db
    .update(lostReports)
    .set({ status: 'expired', updatedAt: new Date() })
    .where(and(eq(lostReports.status, 'open'), lte(lostReports.expiresAt, sql`now()`)))
    .returning({ id: lostReports.id });
  return rows.map((row) => row.id);
}
