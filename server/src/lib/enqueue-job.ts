/**
 * Adding a row to the jobs table (jobs.ts runs it): at once or at `runAt`, at most one live job
 * per dedupe key, tagged with the id of the request that queued it (request-id.ts).
 */
import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { jobs } from '../db/schema';
import type { JobInput, JobName } from './job-types';
import { tagWithRequestId } from './request-id';

export interface EnqueueOptions {
  runAt?: Date;
  /**
   * At most one live job per key: enqueueing a key whose job is pending or running does
   * nothing; a finished (done or failed) job with the key is revived with the new payload.
   */
  dedupeKey?: string;
  maxAttempts?: number;
}

/** Queues one of the app's jobs without a queue at hand (the worker is woken by its next poll). */
export function enqueueJob<N extends JobName>(db: Executor, type: N, payload: JobInput<N>, options: EnqueueOptions = {}): Promise<number | null> {
  return insertJob(db, type, payload, options);
}

/** Any type, any payload: for the queue itself, which checked both against its own schemas. */
export async function insertJob(db: Executor, type: string, payload: unknown, options: EnqueueOptions): Promise<number | null> {
  const values = {
    type,
    payload: tagWithRequestId(payload ?? {}),
    runAt: options.runAt ?? new Date(),
    dedupeKey: options.dedupeKey,
    ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
  };
  if (!options.dedupeKey) {
    const [row] = await db.insert(jobs).values(values).returning({ id: jobs.id });
    return row.id;
  }
  const [row] = await db
    .insert(jobs)
    .values(values)
    .onConflictDoUpdate({
      target: jobs.dedupeKey,
      set: {
        status: 'pending',
        payload: values.payload,
        runAt: values.runAt,
        attempts: 0,
        lastError: null,
        lockedAt: null,
        ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
      },
      setWhere: inArray(jobs.status, ['done', 'failed']),
    })
    .returning({ id: jobs.id });
  return row?.id ?? null;
}
