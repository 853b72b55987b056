/**
 * Lost reports' background work, registered with the job queue (server/src/lib/jobs.ts), and the
 * two calls other code makes to start matching. Matching never runs in the request of the finder
 * who posts: the request only adds a job row.
 */
import type { AppContext } from '../../context';
import { onItemSaved } from '../items';
import { EXPIRY_CHECK_EVERY_MS, expireAndRemind } from './expire-reports';
import { EXPIRY_JOB, MATCH_EMAIL_JOB, MATCH_ITEM_JOB, MATCH_REPORT_JOB, REMINDER_EMAIL_JOB } from './job-types';
import { sendMatchEmail, sendReminderEmail } from './send-report-emails';
import { matchFoundItem, matchLostReport } from './run-matching';

/**
 * Run by the items feature after an item is posted or edited (its transaction committed; items/item-saved.ts).
 * A failure here is logged, never passed on: the finder's post has already succeeded.
 */
export async function enqueueItemMatching(ctx: AppContext, itemId: number): Promise<void> {
  try {
    await ctx.jobs.enqueue(ctx.db, MATCH_ITEM_JOB, { itemId });
  } catch (error) {
    ctx.log.warn({ err: error, itemId }, 'could not queue lost-report matching for an item');
  }
}

export async function enqueueReportMatching(ctx: AppContext, reportId: number): Promise<void> {
  await ctx.jobs.enqueue(ctx.db, MATCH_REPORT_JOB, { reportId });
}

export function registerLostReportJobs(ctx: AppContext): void {
  const { jobs } = ctx;
  onItemSaved(ctx, enqueueItemMatching);
  jobs.register<{ itemId: number }>(MATCH_ITEM_JOB, ({ itemId }) => matchFoundItem(ctx, itemId), { maxAttempts: 5, backoffMs: 10_000 });
  jobs.register<{ reportId: number }>(MATCH_REPORT_JOB, ({ reportId }) => matchLostReport(ctx, reportId), { maxAttempts: 5, backoffMs: 10_000 });
  jobs.register<{ reportId: number; itemId: number }>(MATCH_EMAIL_JOB, (pair) => sendMatchEmail(ctx, pair), { maxAttempts: 6, backoffMs: 60_000 });
  jobs.register<{ reportId: number }>(REMINDER_EMAIL_JOB, ({ reportId }) => sendReminderEmail(ctx, reportId), { maxAttempts: 6, backoffMs: 60_000 });
  jobs.register(
    EXPIRY_JOB,
    async () => {
      await expireAndRemind(ctx);
    },
    { everyMs: EXPIRY_CHECK_EVERY_MS },
  );
}
