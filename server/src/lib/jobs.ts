/**
 * Background work in the `jobs` table (docs/rules.md "Scale"): any server process may take a due
 * job; `FOR UPDATE SKIP LOCKED` makes sure two processes never take the same one. A failed job
 * is retried with exponential backoff until its maxAttempts, then kept as 'failed' with its
 * last error. Handlers are registered by type; the app starts the worker loop (not in tests,
 * where `runDueJobs()` runs due work synchronously). Each type's payload has a schema in
 * job-types.ts: `enqueue` and `register` are typed from it, and a payload read back is parsed by it
 * before the handler runs (one that does not fit fails its job at once, with the reason).
 */
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database, Executor } from '../db/client';
import { jobs } from '../db/schema';
import { insertJob, type EnqueueOptions } from './enqueue-job';
import { JOB_PAYLOADS, type AppJobSchemas, type JobInput, type JobName, type JobNamesGiving, type JobPayload, type JobSchemas } from './job-types';
import { runWithRequestId, untagRequestId } from './request-id';

export interface JobContext {
  id: number;
  /** 1 on the first run. */
  attempt: number;
  isLastAttempt: boolean;
}

export type JobHandler<P> = (payload: P, job: JobContext) => Promise<void>;

export interface JobTypeOptions<P> {
  maxAttempts?: number;
  /** First retry delay; doubled on each further attempt. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** A recurring job: one row that is rescheduled this long after each run. */
  everyMs?: number;
  /** Called once when the last attempt failed. */
  onGiveUp?: (payload: P, error: unknown) => Promise<void>;
}

export interface JobQueue<S extends JobSchemas = AppJobSchemas> {
  /** The handler of a type named in the queue's schemas (job-types.ts); it gets the parsed payload. */
  register<N extends JobName<S>>(type: N, handler: JobHandler<JobPayload<N, S>>, options?: JobTypeOptions<JobPayload<N, S>>): void;
  /** The same for a handler that names its payload type `P`: the type's parsed payload must be a `P`. */
  register<P>(type: JobNamesGiving<P, S>, handler: JobHandler<P>, options?: JobTypeOptions<P>): void;
  /** Inserts a job (inside the caller's transaction if given) and wakes the worker. */
  enqueue<N extends JobName<S>>(db: Executor, type: N, payload: JobInput<N, S>, options?: EnqueueOptions): Promise<number | null>;
  /** Runs due jobs one after another until none is due (or `max` ran); returns how many ran. */
  runDueJobs(options?: { max?: number }): Promise<number>;
  start(options?: { pollMs?: number }): void;
  /**
   * Takes no new job and waits up to `graceMs` for the one running; if it is still running then,
   * hands it back (pending, due now, the attempt not counted) for another process to take.
   */
  stop(options?: { graceMs?: number }): Promise<void>;
}

const DEFAULT_MAX_ATTEMPTS = 8;
const DEFAULT_BACKOFF_MS = 5_000;
const DEFAULT_MAX_BACKOFF_MS = 60 * 60 * 1000;
/** A job 'running' this long belongs to a process that died; another may take it. */
const STALE_LOCK = sql`now() - interval '15 minutes'`;
/** How long a shutdown waits for a running job before handing it back (main.ts exits within 10 s). */
const DEFAULT_STOP_GRACE_MS = 5_000;

interface Registered {
  handler: JobHandler<unknown>;
  options: JobTypeOptions<unknown>;
}

export function createJobQueue<S extends JobSchemas = AppJobSchemas>(deps: {
  db: Database;
  log: FastifyBaseLogger;
  /** After each run, whatever its outcome: a job may have written (catalogue-version.ts). */
  afterRun?: () => void;
  /** The job types and their payload schemas; the app's (job-types.ts) unless a test brings its own. */
  payloads?: S;
}): JobQueue<S> {
  const { db, log, afterRun = () => {} } = deps;
  const payloads: JobSchemas = deps.payloads ?? JOB_PAYLOADS;
  const handlers = new Map<string, Registered>();
  let recurringEnsured = false;
  let running = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  let stopping = false;
  /** The job this queue is running now. */
  let current: typeof jobs.$inferSelect | undefined;
  /** Jobs given back at shutdown while their handler still ran: their outcome is not ours to write. */
  const handedBack = new Set<number>();

  async function ensureRecurringJobs(): Promise<void> {
    if (recurringEnsured) return;
    for (const [type, { options }] of handlers) {
      if (options.everyMs) await insertJob(db, type, {}, { dedupeKey: `every:${type}` });
    }
    recurringEnsured = true;
  }

  async function claimNext() {
    const types = [...handlers.keys()];
    if (!types.length) return undefined;
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.type, types),
          or(and(eq(jobs.status, 'pending'), lte(jobs.runAt, sql`now()`)), and(eq(jobs.status, 'running'), lt(jobs.lockedAt, STALE_LOCK))),
        ),
      )
      .orderBy(jobs.runAt, jobs.id)
      .limit(1)
      .for('update', { skipLocked: true });
    const [job] = await db
      .update(jobs)
      .set({ status: 'running', lockedAt: sql`now()`, attempts: sql`${jobs.attempts} + 1` })
      .where(inArray(jobs.id, due))
      .returning();
    return job;
  }

  async function runOne(job: typeof jobs.$inferSelect): Promise<void> {
    const registered = handlers.get(job.type);
    if (!registered) return;
    const { payload, requestId } = untagRequestId(job.payload);
    // The job's lines, and those of everything it calls, carry the id of the request that queued it.
    const jobLog = log.child({ jobId: job.id, jobType: job.type, ...(requestId ? { reqId: requestId } : {}) });
    const parsed = payloads[job.type].safeParse(payload);
    try {
      if (!parsed.success) return await failUnreadable(job, parsed.error, jobLog);
      await runWithRequestId(requestId, () => runHandler({ ...job, payload: parsed.data }, registered, jobLog));
    } finally {
      afterRun();
    }
  }

  /** A payload its schema refuses would be refused on every retry: the job fails now, and says why. */
  async function failUnreadable(job: typeof jobs.$inferSelect, error: z.ZodError, jobLog: FastifyBaseLogger): Promise<void> {
    const reason = `payload does not fit the job type: ${z.prettifyError(error)}`;
    jobLog.error({ issues: error.issues.map(({ path, message }) => ({ path, message })) }, 'job payload does not fit its schema: failed without running');
    await db.update(jobs).set({ status: 'failed', lockedAt: null, lastError: reason }).where(eq(jobs.id, job.id));
  }

  async function runHandler(job: typeof jobs.$inferSelect, { handler, options }: Registered, jobLog: FastifyBaseLogger): Promise<void> {
    const maxAttempts = job.maxAttempts;
    try {
      await handler(job.payload, { id: job.id, attempt: job.attempts, isLastAttempt: job.attempts >= maxAttempts });
      if (handedBack.has(job.id)) return;
      if (options.everyMs) {
        await db
          .update(jobs)
          .set({ status: 'pending', attempts: 0, lockedAt: null, lastError: null, runAt: new Date(Date.now() + options.everyMs) })
          .where(eq(jobs.id, job.id));
      } else {
        await db.update(jobs).set({ status: 'done', lockedAt: null, lastError: null }).where(eq(jobs.id, job.id));
      }
    } catch (error) {
      if (handedBack.has(job.id)) return;
      const message = error instanceof Error ? error.message : String(error);
      const givingUp = job.attempts >= maxAttempts && !options.everyMs;
      jobLog.warn({ err: error, attempt: job.attempts, givingUp }, 'job failed');
      if (givingUp) {
        await db.update(jobs).set({ status: 'failed', lockedAt: null, lastError: message }).where(eq(jobs.id, job.id));
        await options.onGiveUp?.(job.payload, error).catch((err) => jobLog.error({ err }, 'job give-up handler failed'));
        return;
      }
      const base = options.everyMs ?? options.backoffMs ?? DEFAULT_BACKOFF_MS;
      const delay = options.everyMs ?? Math.min(options.maxBackoffMs ?? DEFAULT_MAX_BACKOFF_MS, base * 2 ** (job.attempts - 1));
      await db
        .update(jobs)
        .set({ status: 'pending', lockedAt: null, lastError: message, runAt: new Date(Date.now() + delay), ...(options.everyMs ? { attempts: 0 } : {}) })
        .where(eq(jobs.id, job.id));
    }
  }

  async function runDueJobs({ max = 100 }: { max?: number } = {}): Promise<number> {
    await ensureRecurringJobs();
    let ran = 0;
    while (ran < max && !stopping) {
      const job = await claimNext();
      if (!job) break;
      current = job;
      try {
        await runOne(job);
      } finally {
        current = undefined;
      }
      ran++;
    }
    return ran;
  }

  /** Gives a job this process claimed back to the queue, due now, as if it had not been tried. */
  async function handBack(job: typeof jobs.$inferSelect): Promise<void> {
    handedBack.add(job.id);
    await db
      .update(jobs)
      .set({ status: 'pending', lockedAt: null, runAt: sql`now()`, attempts: sql`greatest(${jobs.attempts} - 1, 0)` })
      .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running')));
    log.warn({ jobId: job.id, jobType: job.type }, 'job still running at shutdown: handed back for another process');
  }

  async function workLoop(pollMs: number): Promise<void> {
    while (running) {
      let ran = 0;
      try {
        ran = await runDueJobs({ max: 20 });
      } catch (error) {
        log.error({ err: error }, 'job worker error');
      }
      if (!running) break;
      if (ran === 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pollMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
    }
  }

  return {
    register(type: string, handler: JobHandler<never>, options: JobTypeOptions<never> = {}) {
      if (!Object.hasOwn(payloads, type)) throw new Error(`job type ${type} has no payload schema (lib/job-types.ts)`);
      handlers.set(type, { handler: handler as JobHandler<unknown>, options: options as JobTypeOptions<unknown> });
      recurringEnsured = false;
    },
    async enqueue(executor, type, payload, options) {
      const id = await insertJob(executor, type, payload, { maxAttempts: handlers.get(type)?.options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS, ...options });
      // Inside a transaction the row is not visible yet; the next poll finds it.
      wake?.();
      return id;
    },
    runDueJobs,
    start({ pollMs = 2000 } = {}) {
      if (running) return;
      running = true;
      stopping = false;
      loop = workLoop(pollMs);
    },
    async stop({ graceMs = DEFAULT_STOP_GRACE_MS } = {}) {
      running = false;
      stopping = true;
      wake?.();
      if (!loop) return;
      let timer: NodeJS.Timeout | undefined;
      const finished = await Promise.race([loop.then(() => true), new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), graceMs)))]);
      clearTimeout(timer);
      if (!finished && current) await handBack(current);
      loop = undefined;
    },
  };
}
