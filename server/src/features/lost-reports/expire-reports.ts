/**
 * The hourly pass over open reports: a reminder a week before a report expires (once per
 * expiry date), and expiry after 90 days. Batches are locked with SKIP LOCKED, so two server
 * processes never remind the same owner twice.
 */
import { LOST_REPORT_REMINDER_DAYS } from '@okota/shared';
import type { AppContext } from '../../context';
import { expireDueReports } from './lost-report-lifecycle';
import { lockReportsDueReminder, markReminderSent } from './lost-reports.repository';
import { remindOwnerOfExpiry } from './tell-owner';
import { z } from 'zod';
import { defineJob } from '../../lib/job-definition';

export const EXPIRY_CHECK_EVERY_MS = 60 * 60 * 1000;
const BATCH = 200;

export const expiryJob = defineJob({
  id: 'lost-reports.expiry',
  payload: z.object({}),
  handler: async (_payload, ctx: AppContext) => {
    await expireAndRemind(ctx);
  },
  everyMs: EXPIRY_CHECK_EVERY_MS,
});

export async function expireAndRemind(ctx: AppContext): Promise<{ expired: number; reminded: number }> {
  const expired = await expireDueReports(ctx.db);

  let reminded = 0;
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => {
      const due = await lockReportsDueReminder(tx, { days: LOST_REPORT_REMINDER_DAYS, limit: BATCH });
      for (const { report, language } of due) {
        await markReminderSent(tx, report.id);
        await remindOwnerOfExpiry(ctx, tx, { ...report, language });
      }
      return due.length;
    });
    reminded += batch;
    if (batch < BATCH) break;
  }
  return { expired: expired.length, reminded };
}
