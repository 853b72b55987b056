import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/helpers';
import { jobs } from '../db/schema';
import { enqueueJob } from './enqueue-job';
import { defineJob, type JobContext } from './job-definition';
import { createJobQueue } from './jobs';

/** What a test serves its job with: the handler is the test's, the definition only passes it on. */
interface TestRun<P> {
  handle(payload: P, job: JobContext): Promise<void>;
  giveUp?(payload: P, error: unknown): Promise<void>;
}

function testJob<S extends z.ZodType>(id: string, payload: S, options: { maxAttempts?: number; backoffMs?: number; everyMs?: number } = {}) {
  return defineJob({
    id,
    payload,
    handler: (value, run: TestRun<z.output<S>>, job) => run.handle(value, job),
    onGiveUp: async (value, run: TestRun<z.output<S>>, error) => run.giveUp?.(value, error),
    ...options,
  });
}

/** The queue under test knows these jobs only (the app's are in features/job-registry.ts). */
const once = testJob('test.once', z.object({ n: z.number() }));
const later = testJob('test.later', z.object({}));
const flaky = testJob('test.flaky', z.object({}), { maxAttempts: 3, backoffMs: 1000 });
const dedupe = testJob('test.dedupe', z.object({ v: z.string() }));
const shared = testJob('test.shared', z.object({ n: z.number() }));
const every = testJob('test.every', z.object({}), { everyMs: 60_000 });
const worker = testJob('test.worker', z.object({}));
const TEST_JOBS = [once, later, flaky, dedupe, shared, every, worker];

describe('job queue in the jobs table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const jobRow = async (id: number) => (await t.app.ctx.db.select().from(jobs).where(eq(jobs.id, id)))[0];

  it('runs a due job once and marks it done', async () => {
    const queue = createJobQueue({ db: t.app.ctx.db, log: t.app.log, definitions: TEST_JOBS });
    const seen: unknown[] = [];
    queue.serve([once], {
      handle: async (payload) => {
        seen.push(payload.n);
      },
    });
    const id = await queue.enqueue(t.app.ctx.db, once, { n: 7 });
    expect(await queue.runDueJobs()).toBe(1);
    expect(await queue.runDueJobs()).toBe(0);
    expect(seen).toEqual([7]);
    expect((await jobRow(id!)).status).toBe('done');
  });

  it('leaves a job scheduled in the future alone', async () => {
    const queue = createJobQueue({ db: t.app.ctx.db, log: t.app.log, definitions: TEST_JOBS });
    let ran = 0;
    queue.serve([later], {
      handle: async () => {
        ran++;
      },
    });
    await queue.enqueue(t.app.ctx.db, later, {}, { runAt: new Date(Date.now() + 60_000) });
    expect(await queue.runDueJobs()).toBe(0);
    expect(ran).toBe(0);
  });

  it('retries a failing job with growing delays, then keeps it failed with its error', async () => {
    const queue = createJobQueue({ db: t.app.ctx.db, log: t.app.log, definitions: TEST_JOBS });
    const attempts: number[] = [];
    let gaveUp = false;
    queue.serve([flaky], {
      handle: async (_payload, job) => {
        attempts.push(job.attempt);
        throw new Error(`boom ${job.attempt}`);
      },
      giveUp: async () => {
        gaveUp = true;
      },
    });
    const id = (await queue.enqueue(t.app.ctx.db, flaky, {}))!;

    await queue.runDueJobs();
    let row = await jobRow(id);
    expect(row.status).toBe('pending');
    const firstDelay = row.runAt.getTime() - Date.now();
    expect(firstDelay).toBeGreaterThan(500);
    expect(firstDelay).toBeLessThanOrEqual(1000);

    await t.app.ctx.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, id));
    await queue.runDueJobs();
    row = await jobRow(id);
    const secondDelay = row.runAt.getTime() - Date.now();
    expect(secondDelay).toBeGreaterThan(1500);
    expect(secondDelay).toBeLessThanOrEqual(2000);

    await t.app.ctx.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, id));
    await queue.runDueJobs();
    row = await jobRow(id);
    expect(attempts).toEqual([1, 2, 3]);
    expect(row.status).toBe('failed');
    expect(row.lastError).toBe('boom 3');
    expect(gaveUp).toBe(true);
  });

  it('keeps one live job per dedupe key and revives a finished one', async () => {
    const queue = createJobQueue({ db: t.app.ctx.db, log: t.app.log, definitions: TEST_JOBS });
    const seen: string[] = [];
    queue.serve([dedupe], {
      handle: async (payload) => {
        seen.push(payload.v);
      },
    });
    const first = await queue.enqueue(t.app.ctx.db, dedupe, { v: 'a' }, { dedupeKey: 'k1' });
    const second = await queue.enqueue(t.app.ctx.db, dedupe, { v: 'b' }, { dedupeKey: 'k1' });
    expect(first).toBeTypeOf('number');
    expect(second).toBeNull();
    await queue.runDueJobs();
    expect(seen).toEqual(['a']);
    const revived = await queue.enqueue(t.app.ctx.db, dedupe, { v: 'c' }, { dedupeKey: 'k1' });
    expect(revived).toBe(first);
    await queue.runDueJobs();
    expect(seen).toEqual(['a', 'c']);
  });

  it('gives each job to exactly one of several workers on the same database', async () => {
    const counts = new Map<number, number>();
    const workers = [0, 1, 2].map(() => {
      const queue = createJobQueue({ db: t.app.ctx.db, log: t.app.log, definitions: TEST_JOBS });
      queue.serve([shared], {
        handle: async (payload) => {
          counts.set(payload.n, (counts.get(payload.n) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, 2));
        },
      });
      return queue;
    });
    for (let n = 0; n < 30; n++) await workers[0].enqueue(t.app.ctx.db, shared, { n });
    const ran = await Promise.all(workers.map((w) => w.runDueJobs()));
    expect(ran.reduce((a, b) => a + b, 0)).toBe(30);
    expect([...counts.values()].every((c) => c === 1)).toBe(true);
    expect(counts.size).toBe(30);
  });

  it('reschedules a recurring job after each run instead of finishing it', async () => {
    const queue = createJobQueue({ db: t.app.ctx.db, log: t.app.log, definitions: TEST_JOBS });
    let ran = 0;
    queue.serve([every], {
      handle: async () => {
        ran++;
      },
    });
    await queue.runDueJobs();
    expect(ran).toBe(1);
    const [row] = await t.app.ctx.db.select().from(jobs).where(eq(jobs.type, 'test.every'));
    expect(row.status).toBe('pending');
    expect(row.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    await queue.runDueJobs();
    expect(ran).toBe(1);
  });

  it('fails a job whose stored payload does not fit its schema, says why, and goes on with the next', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const queue = createJobQueue({ db: t.app.ctx.db, log, definitions: TEST_JOBS });
    const seen: number[] = [];
    queue.serve([once], {
      handle: async ({ n }) => {
        seen.push(n);
      },
      giveUp: async () => {
        throw new Error('not for a payload that never ran');
      },
    });
    // A row as an older version or a hand-made fix might have left it.
    const [bad] = await t.app.ctx.db
      .insert(jobs)
      .values({ type: 'test.once', payload: { n: 'seven' } })
      .returning();
    const good = (await queue.enqueue(t.app.ctx.db, once, { n: 8 }))!;

    expect(await queue.runDueJobs()).toBe(2);
    expect(seen).toEqual([8]);
    const row = await jobRow(bad.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, lockedAt: null });
    expect(row.lastError).toMatch(/payload does not fit.*\bn\b/s);
    expect((await jobRow(good)).status).toBe('done');
    const line = lines.map((text) => JSON.parse(text) as Record<string, unknown>).find((entry) => entry.jobId === bad.id);
    expect(line).toMatchObject({ msg: expect.stringContaining('does not fit its schema'), jobType: 'test.once', level: 50 });
  });

  it('refuses at enqueue a payload its schema refuses, and writes no row', async () => {
    const queue = createJobQueue({ db: t.app.ctx.db, log: t.app.log, definitions: TEST_JOBS });
    const before = await t.app.ctx.db.select().from(jobs).where(eq(jobs.type, once.id));
    // @ts-expect-error: typecheck refuses it too; this is the payload that slipped past it (a cast, a JSON value)
    await expect(queue.enqueue(t.app.ctx.db, once, { n: 'seven' })).rejects.toThrow(/test\.once.*does not fit its schema.*\bn\b/s);
    // @ts-expect-error: the same without a queue at hand
    await expect(enqueueJob(t.app.ctx.db, once, {})).rejects.toThrow(/does not fit its schema/);
    // Inside a transaction the refusal undoes the caller's writes as well.
    await expect(t.app.ctx.db.transaction((tx) => queue.enqueue(tx, once, { n: 'x' } as never))).rejects.toThrow(/does not fit/);
    expect(await t.app.ctx.db.select().from(jobs).where(eq(jobs.type, once.id))).toEqual(before);
  });

  it('refuses a job that is not in its list, and two jobs with one id', async () => {
    const queue = createJobQueue({ db: t.app.ctx.db, log: t.app.log, definitions: TEST_JOBS });
    const stranger = testJob('test.stranger', z.object({}));
    expect(() => queue.serve([stranger], { handle: async () => {} })).toThrow(/test\.stranger is not in the job registry/);
    await expect(queue.enqueue(t.app.ctx.db, stranger, {})).rejects.toThrow(/not in the job registry/);
    // A copy with a listed id is not the listed definition either.
    await expect(queue.enqueue(t.app.ctx.db, testJob('test.once', z.object({})), {})).rejects.toThrow(/not in the job registry/);
    expect(() => createJobQueue({ db: t.app.ctx.db, log: t.app.log, definitions: [once, testJob('test.once', z.object({}))] })).toThrow(
      /two jobs .* test\.once/,
    );
  });

  it('queues a job with the attempts its definition names, and says which listed jobs nobody serves', async () => {
    const queue = createJobQueue({ db: t.app.ctx.db, log: t.app.log, definitions: TEST_JOBS });
    const id = (await queue.enqueue(t.app.ctx.db, flaky, {}, { dedupeKey: 'attempts-from-definition' }))!;
    expect((await jobRow(id)).maxAttempts).toBe(3);
    queue.serve([once, later], { handle: async () => {} });
    expect(queue.unserved()).toEqual(['test.flaky', 'test.dedupe', 'test.shared', 'test.every', 'test.worker']);
    await t.app.ctx.db.delete(jobs).where(eq(jobs.id, id));
  });

  it('the started worker picks up a new job without being asked', async () => {
    const queue = createJobQueue({ db: t.app.ctx.db, log: t.app.log, definitions: TEST_JOBS });
    let resolveRan!: () => void;
    const ran = new Promise<void>((resolve) => {
      resolveRan = resolve;
    });
    queue.serve([worker], { handle: async () => resolveRan() });
    queue.start({ pollMs: 50 });
    await queue.enqueue(t.app.ctx.db, worker, {});
    await ran;
    await queue.stop();
  });
});
