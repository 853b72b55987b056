/**
 * Adding a row to the jobs table (jobs.ts runs it): at once or at `runAt`, at most one live job
 * per dedupe key, tagged with the id of the request that queued it (request-id.ts).
 */
import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { jobs } from '../db/schema';
import { z } from 'zod';
import { DEFAULT_MAX_ATTEMPTS, type AnyJobDefinition, type JobDefinition, type JobInput } from './job-definition';
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
export async function enqueueJob<J extends JobDefinition<z.ZodType, never>>(
  db: Executor,
  job: J,
  payload: JobInput<J>,
  options: EnqueueOptions = {},
): Promise<number | null> {
  return insertJob(db, job.id, checkJobPayload(job, payload), { maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS, ...options });
}

/**
 * Queues a job once per database: never again while a job with this key is in the table, done
 * or failed included (the key stays). For a chain that walks the catalogue once per version of
 * what it makes (a backfill), so a restart does not walk it again.
 */
export async function enqueueJobOnce<J extends JobDefinition<z.ZodType, never>>(db: Executor, job: J, payload: JobInput<J>, dedupeKey: string): Promise<void> {
  await db
    .insert(jobs)
    .values({ type: job.id, payload: checkJobPayload(job, payload), dedupeKey, maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS })
    .onConflictDoNothing({ target: jobs.dedupeKey });
}

/**
 * The payload as given, once its schema accepts it. One it refuses would fail on every run, and
 * typecheck should have caught it: it throws here, so no row is written (nor the caller's transaction kept).
 */
export function checkJobPayload(job: AnyJobDefinition, payload: unknown): unknown {
  const parsed = job.payload.safeParse(payload);
  if (!parsed.success) throw new Error(`job ${job.id}: the payload does not fit its schema: ${z.prettifyError(parsed.error)}`);
  return payload;
}

/** Any type, any payload, unchecked: for the queue and enqueueJob, which checked both. */
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
