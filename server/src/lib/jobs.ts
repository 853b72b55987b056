/**
 * Background work in the `jobs` table (docs/architecture.md "Jobs"): any server process may take a
 * due job; `FOR UPDATE SKIP LOCKED` makes sure two processes never take the same one. A failed job
 * is retried with exponential backoff until its maxAttempts, then kept as 'failed' with its last
 * error. Each job is one definition (job-definition.ts); the queue is made with the app's list of
 * them (features/job-registry.ts), and each feature serves its own with what their handlers need.
 * The app starts the worker loop (not in tests, where `runDueJobs()` runs due work synchronously).
 * A payload is checked by its schema when queued, and parsed by it again when read back, before the
 * handler runs (a row that does not fit fails its job at once, with the reason).
 */
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database, Executor } from '../db/client';
import { jobs } from '../db/schema';
import { checkJobPayload, insertJob, type EnqueueOptions } from './enqueue-job';
import { DEFAULT_MAX_ATTEMPTS, type AnyJobDefinition, type DepsOf, type JobDefinition, type JobInput } from './job-definition';
import { runWithRequestId, untagRequestId } from './request-id';

export type { JobContext } from './job-definition';

export interface JobQueue {
  /**
   * Runs these jobs in this process, their handlers given `deps`. Each must be in the list the
   * queue was made with; a job nobody serves stays queued.
   */
  serve<const L extends readonly AnyJobDefinition[]>(definitions: L, deps: DepsOf<L>): void;
  /** Inserts a job (inside the caller's transaction if given) and wakes the worker; a payload its schema refuses throws. */
  enqueue<J extends JobDefinition<z.ZodType, never>>(db: Executor, job: J, payload: JobInput<J>, options?: EnqueueOptions): Promise<number | null>;
  /** The ids of the listed jobs that no feature serves in this process. */
  unserved(): string[];
  /** Runs due jobs one after another until none is due (or `max` ran); returns how many ran. */
  runDueJobs(options?: { max?: number }): Promise<number>;
  start(options?: { pollMs?: number }): void;
  /**
   * Takes no new job and waits up to `graceMs` for the one running; if it is still running then,
   * hands it back (pending, due now, the attempt not counted) for another process to take.
   */
  stop(options?: { graceMs?: number }): Promise<void>;
}

const DEFAULT_BACKOFF_MS = 5_000;
const DEFAULT_MAX_BACKOFF_MS = 60 * 60 * 1000;
/** A job 'running' this long belongs to a process that died; another may take it. */
const STALE_LOCK = sql`now() - interval '15 minutes'`;
/** How long a shutdown waits for a running job before handing it back (main.ts exits within 10 s). */
const DEFAULT_STOP_GRACE_MS = 5_000;

/** A served job: its definition and what its handler is given. */
interface Served {
  definition: JobDefinition<z.ZodType, unknown>;
  deps: unknown;
}

export function createJobQueue(deps: {
  db: Database;
  log: FastifyBaseLogger;
  /** After each run, whatever its outcome: a job may have written (catalogue-version.ts). */
  afterRun?: () => void;
  /** Every job this queue may hold: the app's registry, or a test's own. */
  definitions: readonly AnyJobDefinition[];
}): JobQueue {
  const { db, log, afterRun = () => {} } = deps;
  const known = listDefinitions(deps.definitions);
  const handlers = new Map<string, Served>();
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
    for (const [type, { definition }] of handlers) {
      if (definition.everyMs) await insertJob(db, type, {}, { dedupeKey: `every:${type}` });
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
    const served = handlers.get(job.type);
    if (!served) return;
    const { payload, requestId } = untagRequestId(job.payload);
    // The job's lines, and those of everything it calls, carry the id of the request that queued it.
    const jobLog = log.child({ jobId: job.id, jobType: job.type, ...(requestId ? { reqId: requestId } : {}) });
    const parsed = served.definition.payload.safeParse(payload);
    try {
      if (!parsed.success) return await failUnreadable(job, parsed.error, jobLog);
      await runWithRequestId(requestId, () => runHandler({ ...job, payload: parsed.data }, served, jobLog));
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

  async function runHandler(job: typeof jobs.$inferSelect, { definition: options, deps: given }: Served, jobLog: FastifyBaseLogger): Promise<void> {
    const maxAttempts = job.maxAttempts;
    try {
      await options.handler(job.payload, given, { id: job.id, attempt: job.attempts, isLastAttempt: job.attempts >= maxAttempts });
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
        await options.onGiveUp?.(job.payload, given, error).catch((err) => jobLog.error({ err }, 'job give-up handler failed'));
        return;
      }
      const backoffMs = typeof options.backoffMs === 'function' ? options.backoffMs(given) : options.backoffMs;
      const base = options.everyMs ?? backoffMs ?? DEFAULT_BACKOFF_MS;
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

  /** A definition this queue was not made with is a programming error: said at once, not left to rot in the table. */
  function listed<J extends AnyJobDefinition>(definition: J): J {
    if (known.get(definition.id) !== definition) throw new Error(`job ${definition.id} is not in the job registry (features/job-registry.ts)`);
    return definition;
  }

  return {
    serve(definitions, given) {
      for (const definition of definitions) {
        handlers.set(listed(definition).id, { definition: definition as JobDefinition<z.ZodType, unknown>, deps: given });
      }
      recurringEnsured = false;
    },
    async enqueue(executor, job, payload, options) {
      const definition = listed(job);
      const id = await insertJob(executor, definition.id, checkJobPayload(definition, payload), {
        maxAttempts: definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        ...options,
      });
      // Inside a transaction the row is not visible yet; the next poll finds it.
      wake?.();
      return id;
    },
    unserved: () => [...known.keys()].filter((id) => !handlers.has(id)),
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

/** The definitions by id; two with one id would share their rows, so that is refused. */
function listDefinitions(definitions: readonly AnyJobDefinition[]): Map<string, AnyJobDefinition> {
  const byId = new Map<string, AnyJobDefinition>();
  for (const definition of definitions) {
    if (byId.has(definition.id)) throw new Error(`two jobs are defined with the id ${definition.id}`);
    byId.set(definition.id, definition);
  }
  return byId;
}
