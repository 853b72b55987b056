/**
 * Issue 10 part 4: Daraja answers 500 (or a gateway timeout) while a payment is being settled.
 * The payment must stay pending — never failed on a guess, never a 500 to the payer — and be
 * completed later by an STK query once Daraja is back: by the payer's verify, or by the
 * reconciliation job when nobody is polling and the callback's own job has given up.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs, payments } from '../../src/db/schema';
import { reconcilePendingJob } from '../../src/features/payments/stk/reconcile-pending-payments';
import { stkCallbackJob } from '../../src/features/payments/stk/process-stk-callback';
import { clearRateLimit } from '../../src/lib/rate-limit';
import { queryLimitKey } from '../../src/features/payments/stk/verify-payment';
import { startLoopbackApp, type LoopbackApp } from '../../src/integrations/daraja/simulator/loopback.test-support';
import { approvedClaim, initiate, paymentRow, successPhone, waitFor } from '../../src/features/payments/payments.test-support';

describe('a Daraja outage while a payment is settled', () => {
  let t: LoopbackApp;
  beforeAll(async () => {
    t = await startLoopbackApp();
  }, 180_000);
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.simulator.reset();
  });

  /** The payment was made this long ago, and no STK query was made for it in the last 10 s. */
  async function age(id: number, ms: number) {
    await t.app.ctx.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - ms) })
      .where(eq(payments.id, id));
    await clearRateLimit(t.app.ctx.db, queryLimitKey(id));
  }

  async function runCallbackJobs() {
    await t.app.ctx.jobs.runDueJobs();
    // Retries are due seconds later; make them due now, as time would.
    await t.app.ctx.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.type, stkCallbackJob.id));
    await t.app.ctx.jobs.runDueJobs();
  }

  for (const outage of [
    { name: '500 Internal Server Error', httpStatus: 500, errorCode: '500.003.1001', errorMessage: 'Internal Server Error' },
    { name: '504 gateway timeout', httpStatus: 504, errorCode: '504.001.01', errorMessage: 'Gateway Timeout' },
  ]) {
    it(`STK query answering ${outage.name}: pending through the outage, completed by verify afterwards`, async () => {
      const { claimer, item } = await approvedClaim(t);
      await t.simulator.forceError({ endpoint: 'stkquery', ...outage, times: 50 });
      const id = (await initiate(t, claimer.token, item.id, successPhone())).json().payment.id;
      await waitFor(async () => (await t.simulator.state()).stats.callbacksSent >= 1, { timeoutMs: 10_000 });

      await runCallbackJobs();
      expect((await paymentRow(t, id)).status).toBe('pending');
      await age(id, 40_000);
      const during = await t.request({ method: 'GET', url: `/api/payments/${id}/verify`, token: claimer.token });
      expect(during.statusCode).toBe(200);
      expect(during.json()).toMatchObject({ verified: false, status: 'pending' });
      expect((await t.simulator.state()).stats.stkQuery).toBeGreaterThan(0);

      await clearForcedErrors();
      await age(id, 40_000);
      const after = await t.request({ method: 'GET', url: `/api/payments/${id}/verify`, token: claimer.token });
      expect(after.json()).toMatchObject({ verified: true, status: 'completed' });
      // The query carries no receipt; the callback's job, retried, lends it to the completed payment.
      await runCallbackJobs();
      expect((await paymentRow(t, id)).mpesaTransactionId).toMatch(/^[A-Z0-9]{10}$/);
    });
  }

  it('when the callback job gave up during the outage, the reconciliation job completes the payment once', async () => {
    const { claimer, item } = await approvedClaim(t);
    await t.simulator.forceError({ endpoint: 'stkquery', httpStatus: 500, errorCode: '500.003.1001', errorMessage: 'Internal Server Error', times: 50 });
    const id = (await initiate(t, claimer.token, item.id, successPhone())).json().payment.id;
    await waitFor(async () => (await t.simulator.state()).stats.callbacksSent >= 1, { timeoutMs: 10_000 });
    for (let round = 0; round < 5; round++) await runCallbackJobs();
    const [callbackJob] = await t.app.ctx.db.select().from(jobs).where(eq(jobs.type, stkCallbackJob.id)).orderBy(jobs.id);
    expect(callbackJob).toBeDefined();
    expect((await paymentRow(t, id)).status).toBe('pending');

    await clearForcedErrors();
    await age(id, 2 * 60_000);
    await t.app.ctx.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.type, reconcilePendingJob.id));
    await t.app.ctx.jobs.runDueJobs();
    const row = await paymentRow(t, id);
    expect(row).toMatchObject({ status: 'completed', payoutStatus: 'held' });
    const completed = await t.app.ctx.db.select().from(payments).where(eq(payments.claimId, row.claimId));
    expect(completed.filter((p) => p.status === 'completed')).toHaveLength(1);
  });

  /** The simulator keeps forced errors until used up; a reset would also forget the transaction. */
  async function clearForcedErrors() {
    for (let i = 0; i < 60; i++) {
      // Each query takes one forced error; use them up against an unknown id.
      const response = await fetch(`${t.simulatorUrl}/mpesa/stkpushquery/v1/query`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      if (response.status !== 500 && response.status !== 504) break;
    }
  }
});
