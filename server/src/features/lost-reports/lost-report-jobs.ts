/**
 * Lost reports' background jobs (each defined beside the code it runs, docs/decisions/0271) and
 * the two calls other code makes to start matching. Matching never runs in the request of the
 * finder who posts: the request only adds a job row.
 */
import type { AppContext } from '../../context';
import { onItemSaved } from '../items';
import { expiryJob } from './expire-reports';
import { matchEmailJob, reminderEmailJob } from './send-report-emails';
import { matchItemJob, matchReportJob } from './run-matching';

export const lostReportJobs = [matchItemJob, matchReportJob, matchEmailJob, reminderEmailJob, expiryJob] as const;

/**
 * Run by the items feature after an item is posted or edited (its transaction committed; items/item-saved.ts).
 * A failure here is logged, never passed on: the finder's post has already succeeded.
 */
export async function enqueueItemMatching(ctx: AppContext, itemId: number): Promise<void> {
  try {
    await ctx.jobs.enqueue(ctx.db, matchItemJob, { itemId });
  } catch (error) {
    ctx.log.warn({ err: error, itemId }, 'could not queue lost-report matching for an item');
  }
}

export async function enqueueReportMatching(ctx: AppContext, reportId: number): Promise<void> {
  await ctx.jobs.enqueue(ctx.db, matchReportJob, { reportId });
}

export function registerLostReportJobs(ctx: AppContext): void {
  onItemSaved(ctx, enqueueItemMatching);
  ctx.jobs.serve(lostReportJobs, ctx);
}
