/**
 * The platform's own traces of people (issue 26, finding 5): finished background jobs, whose
 * payloads carry what a job needed (an M-Pesa callback holds the payer's number), and rate-limit
 * counters whose window has passed, whose keys name an address, an e-mail or a phone number.
 * An expired counter counts nothing any more (lib/rate-limit.ts starts a fresh window over it),
 * so it goes at the next pass; a finished job goes after RETENTION.finishedJobDays, a failed one
 * after RETENTION.failedJobDays. A recurring job is never finished: it waits as 'pending'.
 */
import { and, eq, inArray, lt, lte, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jobs, rateLimits } from '../../db/schema';

const BATCH = 5000;

/** One batch of finished jobs last run before the cut-offs; answers how many went. */
export async function deleteFinishedJobs(db: Executor, { doneBefore, failedBefore }: { doneBefore: Date; failedBefore: Date }): Promise<number> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(or(and(eq(jobs.status, 'done'), lt(jobs.runAt, doneBefore)), and(eq(jobs.status, 'failed'), lt(jobs.runAt, failedBefore))))
    .limit(BATCH);
  const gone = await db.delete(jobs).where(inArray(jobs.id, due)).returning({ id: jobs.id });
  return gone.length;
}

/** One batch of counters whose window ended by `now`. */
export async function deleteExpiredRateLimits(db: Executor, now: Date): Promise<number> {
  const due = db.select({ key: rateLimits.key }).from(rateLimits).where(lte(rateLimits.resetAt, now)).limit(BATCH);
  const gone = await db.delete(rateLimits).where(inArray(rateLimits.key, due)).returning({ key: rateLimits.key });
  return gone.length;
}

export const PLATFORM_TRACES_BATCH = BATCH;
