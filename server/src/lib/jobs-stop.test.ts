/**
 * Stopping the job worker at shutdown (issue 21): it takes no new job, lets the running one
 * finish within the grace period, and otherwise hands it back at once, so another process runs
 * it now rather than after the 15-minute stale-lock wait, and the late outcome of the stopped
 * process does not overwrite the other's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/helpers';
import { jobs } from '../db/schema';
import { defineJob } from './job-definition';
import { createJobQueue } from './jobs';

/** A job handler that blocks until released, and says when it has started. */
function blockingHandler() {
  let release!: () => void;
  let markStarted!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  let finished = false;
  return {
    handler: async () => {
      markStarted();
      await released;
      finished = true;
    },
    started,
    release,
    isFinished: () => finished,
  };
}

/** Each test job runs what the test serves it with. */
type Run<P> = (payload: P) => Promise<void>;
const slowJob = defineJob({ id: 'test.stop-slow', payload: z.object({ n: z.number() }), handler: (payload, run: Run<{ n: number }>) => run(payload) });
const firstJob = defineJob({ id: 'test.stop-first', payload: z.object({}), handler: (payload, run: Run<object>) => run(payload) });
const secondJob = defineJob({ id: 'test.stop-second', payload: z.object({}), handler: (payload, run: Run<object>) => run(payload) });
const TEST_JOBS = [slowJob, firstJob, secondJob];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('stopping the job worker', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const jobRow = async (id: number) => (await t.app.ctx.db.select().from(jobs).where(eq(jobs.id, id)))[0];

  it('hands a job still running after the grace period back, due now, for another process to take', async () => {
    const { db } = t.app.ctx;
    const slow = blockingHandler();
    const stopping = createJobQueue({ db, log: t.app.log, definitions: TEST_JOBS });
    stopping.serve([slowJob], slow.handler);
    const id = (await stopping.enqueue(db, slowJob, { n: 1 }))!;
    stopping.start({ pollMs: 20 });
    await slow.started;
    expect(await jobRow(id)).toMatchObject({ status: 'running', attempts: 1 });

    const began = Date.now();
    await stopping.stop({ graceMs: 200 });
    expect(Date.now() - began).toBeLessThan(2000);
    const handedBack = await jobRow(id);
    expect(handedBack).toMatchObject({ status: 'pending', lockedAt: null, attempts: 0 });
    expect(handedBack.runAt.getTime()).toBeLessThanOrEqual(Date.now());

    const seen: unknown[] = [];
    const other = createJobQueue({ db, log: t.app.log, definitions: TEST_JOBS });
    other.serve([slowJob], async (payload) => {
      seen.push(payload);
    });
    expect(await other.runDueJobs()).toBe(1);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1 });

    // The stopped process's handler ends late: the job is the other's now.
    await db.update(jobs).set({ status: 'running' }).where(eq(jobs.id, id));
    slow.release();
    await sleep(100);
    expect(slow.isFinished()).toBe(true);
    expect((await jobRow(id)).status).toBe('running');
  });

  it('lets a job that ends within the grace period finish and records it, then takes no other', async () => {
    const { db } = t.app.ctx;
    const slow = blockingHandler();
    const queue = createJobQueue({ db, log: t.app.log, definitions: TEST_JOBS });
    let later = 0;
    queue.serve([firstJob], slow.handler);
    queue.serve([secondJob], async () => {
      later++;
    });
    const first = (await queue.enqueue(db, firstJob, {}))!;
    queue.start({ pollMs: 20 });
    await slow.started;
    const second = (await queue.enqueue(db, secondJob, {}))!;

    const stopped = queue.stop({ graceMs: 5000 });
    setTimeout(slow.release, 100);
    await stopped;
    expect(await jobRow(first)).toMatchObject({ status: 'done' });
    expect(later).toBe(0);
    expect(await jobRow(second)).toMatchObject({ status: 'pending', attempts: 0 });
  });
});
