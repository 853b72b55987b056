/**
 * One request id through the proxy, the server, the jobs a request queues and the callbacks
 * Daraja makes: the caller's X-Request-Id is kept when it is a plain token and echoed back, and
 * every log line of the work it started — the request's and its job's — carries it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildApp } from '../app';
import { jobs } from '../db/schema';
import { stkCallbackJob } from '../features/payments/stk/process-stk-callback';
import { TEST_CALLBACK_SECRET } from '../integrations/daraja/simulator/loopback.test-support';
import { createTestDatabase, testConfig } from '../../test/helpers';
import { createJobQueue } from './jobs';
import { loggerOptions } from './logging';
import { runWithRequestId } from './request-id';
import { defineJob } from './job-definition';

describe('one request id', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: FastifyInstance;
  const lines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testConfig({ LOG_LEVEL: 'info', MPESA_CALLBACK_SECRET: TEST_CALLBACK_SECRET });
    const stream = { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) };
    app = await buildApp({ config, database: database.handle, logger: loggerOptions(config, stream) });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.handle.close();
    await database?.drop();
  });

  const health = (requestId?: string) =>
    app.inject({ method: 'GET', url: '/api/health', headers: requestId === undefined ? {} : { 'x-request-id': requestId } });

  it("keeps the proxy's id when it is a plain token, and echoes it", async () => {
    const res = await health('caddy-4f0c2a9e.b7_1');
    expect(res.headers['x-request-id']).toBe('caddy-4f0c2a9e.b7_1');
    expect(lines.filter((line) => line.reqId === 'caddy-4f0c2a9e.b7_1').map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('replaces an id that is too long or carries other characters, and makes one when there is none', async () => {
    const hostile = ['x'.repeat(65), 'a b', 'id\n{"level":60}', '<script>', ''];
    const given = await Promise.all(hostile.map(async (id) => (await health(id)).headers['x-request-id'] as string));
    const made = [(await health()).headers['x-request-id'], (await health()).headers['x-request-id']] as string[];
    for (const id of [...given, ...made]) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set([...given, ...made]).size).toBe(given.length + made.length);
    expect(JSON.stringify(lines)).not.toContain('<script>');
  });

  it("carries a Daraja callback's id into the job it queues and into that job's log lines", async () => {
    const callback = {
      Body: { stkCallback: { MerchantRequestID: 'm-1', CheckoutRequestID: 'ws_CO_unknown_0001', ResultCode: 1032, ResultDesc: 'Cancelled' } },
    };
    const res = await app.inject({
      method: 'POST',
      url: `/api/payments/hooks/${TEST_CALLBACK_SECRET}/stk`,
      payload: callback,
      headers: { 'x-request-id': 'daraja-cb-42' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-request-id']).toBe('daraja-cb-42');
    const [job] = await app.ctx.db.select().from(jobs).where(eq(jobs.type, stkCallbackJob.id));
    expect(job.payload).toMatchObject({ _requestId: 'daraja-cb-42' });

    // The queue's own line about the job (a child logger bound to the id)…
    lines.length = 0;
    await app.ctx.jobs.runDueJobs();
    const retried = lines.find((line) => line.msg === 'job failed' && line.jobType === stkCallbackJob.id);
    expect(retried, JSON.stringify(lines)).toMatchObject({ reqId: 'daraja-cb-42', jobId: job.id });
    // …and the handler's own line, written through ctx.log, which knows nothing of requests.
    await app.ctx.db
      .update(jobs)
      .set({ runAt: new Date(), attempts: job.maxAttempts - 1 })
      .where(eq(jobs.id, job.id));
    lines.length = 0;
    await app.ctx.jobs.runDueJobs();
    const ignored = lines.find((line) => line.msg === 'STK callback for an unknown CheckoutRequestID ignored');
    expect(ignored, JSON.stringify(lines)).toMatchObject({ reqId: 'daraja-cb-42' });
    // Once per line, whether it came from a binding or from the current work.
    for (const line of [retried, ignored]) expect(JSON.stringify(line).match(/"reqId"/g)).toHaveLength(1);
  });

  it('hands the job handler its payload without the id', async () => {
    const seen: unknown[] = [];
    // Loose: a schema that dropped unknown keys would hide an id left in the payload.
    const job = defineJob({
      id: 'test.request-id',
      payload: z.looseObject({ n: z.number() }),
      handler: async (payload) => {
        seen.push(payload);
      },
    });
    const queue = createJobQueue({ db: app.ctx.db, log: app.log, definitions: [job] });
    queue.serve([job], {});
    const id = (await runWithRequestId('req-7', () => queue.enqueue(app.ctx.db, job, { n: 1 })))!;
    expect((await app.ctx.db.select().from(jobs).where(eq(jobs.id, id)))[0].payload).toEqual({ n: 1, _requestId: 'req-7' });
    await queue.runDueJobs();
    expect(seen).toEqual([{ n: 1 }]);
  });
});
