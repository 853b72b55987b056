/**
 * GET /metrics as Prometheus and an operator see it: who may read it, and that the series an
 * operator graphs are there with the right labels — by route pattern, never by address.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs } from '../../db/schema';
import { createApprovedClaim, createCompletedPayment, createUser } from '../../../test/factories';
import { startLoopbackApp, waitFor, type LoopbackApp } from '../../integrations/daraja/simulator/loopback.test-support';
import { openSignedInSocket } from '../notifications/ws-test-client';
import { readSample } from './metrics.test-support';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';
const OUTSIDE = '203.0.113.7';

describe('GET /metrics', () => {
  let t: LoopbackApp;
  beforeAll(async () => {
    t = await startLoopbackApp({ METRICS_TOKEN });
  });
  afterAll(() => t?.close());

  const scrape = async () => {
    const res = await t.request({ method: 'GET', url: '/metrics' });
    expect(res.statusCode, res.body).toBe(200);
    return res.body;
  };

  it('answers a scraper on this machine or one with the token; anyone else gets the unknown-path answer', async () => {
    const local = await t.request({ method: 'GET', url: '/metrics' });
    expect(local.statusCode).toBe(200);
    expect(local.headers['content-type']).toContain('text/plain');
    expect(local.body).toContain('# TYPE okota_http_request_duration_seconds histogram');

    const unknown = await t.request({ method: 'GET', url: '/no-such-path', remoteAddress: OUTSIDE });
    const refusals = [
      await t.request({ method: 'GET', url: '/metrics', remoteAddress: OUTSIDE }),
      await t.request({ method: 'GET', url: '/metrics', remoteAddress: OUTSIDE, headers: { authorization: 'Bearer wrong-token-0123456789abcdef' } }),
      await t.request({ method: 'GET', url: '/metrics', remoteAddress: OUTSIDE, headers: { authorization: METRICS_TOKEN } }),
      // The proxy on this machine connects from loopback, forwarding someone else.
      await t.request({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': OUTSIDE } }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(unknown.statusCode);
      expect(refused.body).not.toContain('okota_');
    }

    const withToken = await t.request({ method: 'GET', url: '/metrics', remoteAddress: OUTSIDE, headers: { authorization: `bearer ${METRICS_TOKEN}` } });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('okota_http_request_duration_seconds');
  });

  it('labels requests by route pattern, method and status class, and counts 5xx answers', async () => {
    await t.request({ method: 'GET', url: '/api/items/987654' });
    await t.request({ method: 'GET', url: '/api/items/987655' });
    const spy = vi.spyOn(t.app.ctx.db, 'execute').mockRejectedValueOnce(new Error('database down'));
    expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    spy.mockRestore();

    const text = await scrape();
    expect(readSample(text, 'okota_http_request_duration_seconds_count', { method: 'GET', route: '/api/items/:id', status_class: '4xx' })).toBe(2);
    expect(readSample(text, 'okota_http_server_errors_total', { method: 'GET', route: '/api/health' })).toBe(1);
    expect(readSample(text, 'okota_http_request_duration_seconds_count', { method: 'GET', route: '/api/health', status_class: '5xx' })).toBe(1);
    // Never the address: a series per item would grow without end and carry ids.
    expect(text).not.toContain('987654');
  });

  it('reads the job queue and the payments by state at scrape time', async () => {
    const { db } = t.app.ctx;
    const ninetySecondsAgo = new Date(Date.now() - 90_000);
    // Rows of a kind no queue runs (features/job-registry.ts lists no such job), so only these are counted.
    await db
      .insert(jobs)
      .values(
        [ninetySecondsAgo, new Date(Date.now() - 10_000), new Date(Date.now() + 3_600_000)].map((runAt) => ({ type: 'metrics.test-kind', payload: {}, runAt })),
      );
    await createCompletedPayment(db);

    const text = await scrape();
    expect(readSample(text, 'okota_jobs_due', { kind: 'metrics.test-kind' })).toBe(2);
    expect(readSample(text, 'okota_jobs', { kind: 'metrics.test-kind', state: 'pending' })).toBe(3);
    const age = readSample(text, 'okota_jobs_oldest_due_age_seconds', { kind: 'metrics.test-kind' })!;
    expect(age).toBeGreaterThanOrEqual(89);
    expect(age).toBeLessThan(300);
    expect(readSample(text, 'okota_payments', { state: 'completed' })).toBeGreaterThanOrEqual(1);
    expect(readSample(text, 'okota_payments', { state: 'refund_failed' })).toBe(0);
    expect(readSample(text, 'okota_payouts', { state: 'held' })).toBeGreaterThanOrEqual(1);
    expect(readSample(text, 'okota_database_up', {})).toBe(1);
  });

  it('times M-Pesa calls by endpoint and outcome', async () => {
    const { claimer, item } = await createApprovedClaim(t.app.ctx.db);
    const pay = () =>
      t.request({ method: 'POST', url: '/api/payments/initiate', token: claimer.token, payload: { itemId: item.id, phoneNumber: '0712345678' } });
    expect((await pay()).statusCode).toBe(200);
    await t.simulator.forceError({ endpoint: 'stkpush', httpStatus: 500, errorCode: '500.003.02', errorMessage: 'System is busy', times: 1 });
    const { claimer: second, item: secondItem } = await createApprovedClaim(t.app.ctx.db);
    await t.request({ method: 'POST', url: '/api/payments/initiate', token: second.token, payload: { itemId: secondItem.id, phoneNumber: '0712345679' } });
    await t.simulator.reset();

    const text = await scrape();
    const calls = (endpoint: string, outcome: string) =>
      readSample(text, 'okota_external_call_duration_seconds_count', { service: 'mpesa', endpoint, outcome });
    expect(calls('/oauth/v1/generate', 'ok')).toBeGreaterThanOrEqual(1);
    expect(calls('/mpesa/stkpush/v1/processrequest', 'ok')).toBe(1);
    const failedPushes = text
      .split('\n')
      .filter(
        (line) =>
          line.startsWith('okota_external_call_duration_seconds_count{') &&
          line.includes('endpoint="/mpesa/stkpush/v1/processrequest"') &&
          !line.includes('outcome="ok"'),
      );
    expect(failedPushes.length, text).toBeGreaterThanOrEqual(1);
  });

  it('counts the signed-in WebSockets of this process', async () => {
    const { user, token } = await createUser(t.app.ctx.db);
    const before = readSample(await scrape(), 'okota_websocket_connections', {});
    const socket = await openSignedInSocket(t.origin, token, user.id);
    expect(readSample(await scrape(), 'okota_websocket_connections', {})).toBe(before! + 1);
    socket.close();
    await socket.closed;
    await waitFor(async () => readSample(await scrape(), 'okota_websocket_connections', {}) === before);
  });

  it('includes the event-loop lag and the process figures, under the okota_ prefix', async () => {
    const text = await scrape();
    expect(text).toMatch(/^okota_nodejs_eventloop_lag_seconds \S+$/m);
    expect(text).toMatch(/^okota_process_resident_memory_bytes \S+$/m);
  });
});
