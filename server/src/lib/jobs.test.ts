import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/helpers';
import type { Executor } from '../db/client';
import { jobs } from '../db/schema';
import { createJobQueue, type JobQueue } from './jobs';

/** The queue under test knows these types only (the app's are in job-types.ts). */
const TEST_JOBS = {
  'test.once': z.object({ n: z.number() }),
  'test.later': z.object({}),
  'test.flaky': z.object({}),
  'test.dedupe': z.object({ v: z.string() }),
  'test.shared': z.object({ n: z.number() }),
  'test.every': z.object({}),
  'test.worker': z.object({}),
};

describe('job queue in the jobs table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const jobRow = async (id: number) => (await t.app.ctx.db.select().from(jobs).where(eq(jobs.id, id)))[0];

  it('runs a due job once and marks it done', async () => {
    const queue = createJobQueue({ db: t.app.ctx.db, log: t.app.log, payloads: TEST_JOBS });
    const seen: unknown[] = [];
    queue.register<{ n: number }>('test.once', async (payload) => {
      seen.push(payload.n);
    });
    const id = await queue.enqueue(t.app.ctx.db, 'test.once', { n: 7 });
    expect(await queue.runDueJobs()).toBe(1);
    expect(await queue.runDueJobs()).toBe(0);
    expect(seen).toEqual([7]);
    expect((await jobRow(id!)).status).toBe('done');
  });

  it('leaves a job scheduled in the future alone', async () => {
    const queue = createJobQueue({ db: t.app.ctx.db, log: t.app.log, payloads: TEST_JOBS });
    let ran = 0;
    queue.register('test.later', async () => {
      ran++;
    });
    await queue.enqueue(t.app.ctx.db, 'test.later', {}, { runAt: new Date(Date.now() + 60_000) });
    expect(await queue.runDueJobs()).toBe(0);
    expect(ran).toBe(0);
  });

  it('retries a failing job with growing delays, then keeps it failed with its error', async () => {
    const queue = createJobQueue({ db: t.app.ctx.db, log: t.app.log, payloads: TEST_JOBS });
    const attempts: number[] = [];
    let gaveUp = false;
    queue.register(
      'test.flaky',
      async (_payload, job) => {
        attempts.push(job.attempt);
        throw new Error(`boom ${job.attempt}`);
      },
      {
        maxAttempts: 3,
        backoffMs: 1000,
        onGiveUp: async () => {
          gaveUp = true;
        },
      },
    );
    const id = (await queue.enqueue(t.app.ctx.db, 'test.flaky', {}))!;

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
    const queue = createJobQueue({ db: t.app.ctx.db, log: t.app.log, payloads: TEST_JOBS });
    const seen: string[] = [];
    queue.register<{ v: string }>('test.dedupe', async (payload) => {
      seen.push(payload.v);
    });
    const first = await queue.enqueue(t.app.ctx.db, 'test.dedupe', { v: 'a' }, { dedupeKey: 'k1' });
    const second = await queue.enqueue(t.app.ctx.db, 'test.dedupe', { v: 'b' }, { dedupeKey: 'k1' });
    expect(first).toBeTypeOf('number');
    expect(second).toBeNull();
    await queue.runDueJobs();
    expect(seen).toEqual(['a']);
    const revived = await queue.enqueue(t.app.ctx.db, 'test.dedupe', { v: 'c' }, { dedupeKey: 'k1' });
    expect(revived).toBe(first);
    await queue.runDueJobs();
    expect(seen).toEqual(['a', 'c']);
  });

  it('gives each job to exactly one of several workers on the same database', async () => {
    const counts = new Map<number, number>();
    const workers = [0, 1, 2].map(() => {
      const queue = createJobQueue({ db: t.app.ctx.db, log: t.app.log, payloads: TEST_JOBS });
      queue.register<{ n: number }>('test.shared', async (payload) => {
        counts.set(payload.n, (counts.get(payload.n) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 2));
      });
      return queue;
    });
    for (let n = 0; n < 30; n++) await workers[0].enqueue(t.app.ctx.db, 'test.shared', { n });
    const ran = await Promise.all(workers.map((w) => w.runDueJobs()));
    expect(ran.reduce((a, b) => a + b, 0)).toBe(30);
    expect([...counts.values()].every((c) => c === 1)).toBe(true);
    expect(counts.size).toBe(30);
  });

  it('reschedules a recurring job after each run instead of finishing it', async () => {
    const queue = createJobQueue({ db: t.app.ctx.db, log: t.app.log, payloads: TEST_JOBS });
    let ran = 0;
    queue.register(
      'test.every',
      async () => {
        ran++;
      },
      { everyMs: 60_000 },
    );
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
    const queue = createJobQueue({ db: t.app.ctx.db, log, payloads: TEST_JOBS });
    const seen: number[] = [];
    queue.register(
      'test.once',
      async ({ n }) => {
        seen.push(n);
      },
      {
        onGiveUp: async () => {
          throw new Error('not for a payload that never ran');
        },
      },
    );
    // A row as an older version or a hand-made fix might have left it.
    const [bad] = await t.app.ctx.db
      .insert(jobs)
      .values({ type: 'test.once', payload: { n: 'seven' } })
      .returning();
    const good = (await queue.enqueue(t.app.ctx.db, 'test.once', { n: 8 }))!;

    expect(await queue.runDueJobs()).toBe(2);
    expect(seen).toEqual([8]);
    const row = await jobRow(bad.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, lockedAt: null });
    expect(row.lastError).toMatch(/payload does not fit.*\bn\b/s);
    expect((await jobRow(good)).status).toBe('done');
    const line = lines.map((text) => JSON.parse(text) as Record<string, unknown>).find((entry) => entry.jobId === bad.id);
    expect(line).toMatchObject({ msg: expect.stringContaining('does not fit its schema'), jobType: 'test.once', level: 50 });
  });

  it('refuses to register a type without a payload schema', () => {
    const queue = createJobQueue({ db: t.app.ctx.db, log: t.app.log, payloads: TEST_JOBS });
    // @ts-expect-error: not a type of this queue
    expect(() => queue.register('test.unknown', async () => {})).toThrow(/no payload schema/);
  });

  it('the started worker picks up a new job without being asked', async () => {
    const queue = createJobQueue({ db: t.app.ctx.db, log: t.app.log, payloads: TEST_JOBS });
    let resolveRan!: () => void;
    const ran = new Promise<void>((resolve) => {
      resolveRan = resolve;
    });
    queue.register('test.worker', async () => resolveRan());
    queue.start({ pollMs: 50 });
    await queue.enqueue(t.app.ctx.db, 'test.worker', {});
    await ran;
    await queue.stop();
  });
});

/**
 * Never run: typecheck (npx tsc -p server) fails if a line marked @ts-expect-error compiles, that
 * is if the app's queue took a job type it does not know or a payload of the wrong shape.
 */
export function appQueueTypeChecks(queue: JobQueue, db: Executor): void {
  void queue.enqueue(db, 'payments.send-payout', { paymentId: 7 });
  // @ts-expect-error: no such job type
  void queue.enqueue(db, 'payments.send-payot', { paymentId: 7 });
  // @ts-expect-error: the payload lacks its id
  void queue.enqueue(db, 'payments.send-payout', {});
  // @ts-expect-error: an id is a number
  void queue.enqueue(db, 'payments.send-payout', { paymentId: '7' });
  queue.register('lost-reports.match-email', async ({ reportId, itemId }) => void [reportId + itemId]);
  // @ts-expect-error: a handler that wants another type's payload
  queue.register<{ reportId: number }>('payments.send-payout', async () => {});
}
