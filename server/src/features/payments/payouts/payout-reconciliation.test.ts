import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { jobs, notifications, payments } from '../../../db/schema';
import type { TransactionStatusResult } from '../../../integrations/daraja/daraja-callbacks';
import type { LoopbackApp } from '../../../integrations/daraja/simulator/loopback.test-support';
import { TEST_CALLBACK_SECRET, adminUser, paidClaim, paymentRow, settleUntil, useLoopbackApp, waitFor } from '../payments.test-support';
import { payoutOriginatorId } from './payout-lifecycle';
import { PAYOUT_STALE_MS, reconcilePayoutsJob } from './reconcile-payouts';
import { payoutStatusVerdict } from './record-payout-status';

describe('payouts left in processing are settled with M-Pesa', () => {
  let t: LoopbackApp;
  useLoopbackApp((app) => (t = app));

  const db = () => t.app.ctx.db;
  const b2cFor = async (paymentId: number) =>
    (await t.simulator.state()).b2c.filter((b) => b.originatorConversationId.startsWith(`okota-payout-${paymentId}-`));
  const stats = async () => (await t.simulator.state()).stats;
  const makeStale = (paymentId: number) =>
    db()
      .update(payments)
      .set({ updatedAt: new Date(Date.now() - PAYOUT_STALE_MS - 1000) })
      .where(eq(payments.id, paymentId));
  /** Runs the recurring reconciler now, as if five minutes had passed. */
  const runReconciler = async () => {
    await t.app.ctx.jobs.runDueJobs();
    await db()
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.type, reconcilePayoutsJob.id));
    await t.app.ctx.jobs.runDueJobs();
  };
  /** Runs due jobs until none is left, so every callback that arrived has been processed. */
  const drainJobs = () => waitFor(async () => (await t.app.ctx.jobs.runDueJobs()) === 0 || undefined);
  const payoutNotes = (finderId: string) =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, finderId), eq(notifications.title, 'Reward sent to your M-Pesa')));
  /** A payout that Daraja accepted and paid, but whose result never reached us. */
  const payoutWithLostResult = async () => {
    const claim = await paidClaim(t);
    await t.simulator.nextCallback('drop');
    await t.request({ method: 'POST', url: `/api/payments/${claim.payment.id}/confirm-receipt`, token: claim.claimer.token });
    await t.app.ctx.jobs.runDueJobs();
    await waitFor(async () => (await b2cFor(claim.payment.id))[0]?.result);
    const sent = await paymentRow(t, claim.payment.id);
    expect(sent).toMatchObject({ payoutStatus: 'processing', finderPaid: false, payoutConversationId: expect.stringMatching(/^AG_/) });
    return claim;
  };
  const postStatus = (originatorConversationId: string, result: Record<string, unknown>) =>
    t.request({
      method: 'POST',
      url: `/api/payments/hooks/${TEST_CALLBACK_SECRET}/payout-status/${originatorConversationId}`,
      payload: { Result: { ResultType: 0, OriginatorConversationID: '4242-4242424-1', ConversationID: 'AG_20250101_0000', ...result } },
    });

  it('re-sends a payout the process died before sending, under the same id, and pays it once', async () => {
    const { payment, finder } = await paidClaim(t);
    // The crash: the row says 'processing', but no B2C request ever left.
    await db()
      .update(payments)
      .set({ payoutStatus: 'processing', payoutOriginatorId: payoutOriginatorId(payment.id), payoutAttempts: 1 })
      .where(eq(payments.id, payment.id));
    await makeStale(payment.id);
    await runReconciler();
    const paid = await settleUntil(t, payment.id, (p) => p.finderPaid);
    await drainJobs();

    const sent = await b2cFor(payment.id);
    expect(sent).toEqual([
      expect.objectContaining({ originatorConversationId: `okota-payout-${payment.id}-1`, amount: 100, msisdn: finder.user.phone.slice(1) }),
    ]);
    expect(await paymentRow(t, payment.id)).toMatchObject({
      payoutStatus: 'paid',
      finderTransactionId: sent[0].result?.receipt,
      payoutOriginatorId: `okota-payout-${payment.id}-1`,
    });
    expect(paid.payoutConversationId).toMatch(/^AG_/);
    // The one question: the B2C result is believed only once Transaction Status confirms it.
    expect((await stats()).transactionStatus).toBe(1);
    expect(await payoutNotes(finder.user.id)).toHaveLength(1);
  });

  it('a payout Daraja accepted before the crash stored its ConversationID is a duplicate when re-sent, and is settled by Transaction Status', async () => {
    const { payment, finder } = await payoutWithLostResult();
    await db().update(payments).set({ payoutConversationId: null }).where(eq(payments.id, payment.id));
    await makeStale(payment.id);
    await runReconciler();
    await settleUntil(t, payment.id, (p) => p.finderPaid);
    await drainJobs();

    const sent = await b2cFor(payment.id);
    expect(sent).toHaveLength(1);
    expect((await stats()).b2c).toBe(2);
    expect((await stats()).transactionStatus).toBe(1);
    expect(await paymentRow(t, payment.id)).toMatchObject({
      payoutStatus: 'paid',
      finderTransactionId: sent[0].result?.receipt,
      payoutConversationId: expect.stringMatching(/^AG_/),
    });
    expect(await payoutNotes(finder.user.id)).toHaveLength(1);
  });

  it('a payout whose result was lost is found Completed by Transaction Status and paid once, however often the answer comes', async () => {
    const { payment, finder } = await payoutWithLostResult();
    const [sent] = await b2cFor(payment.id);
    await t.simulator.nextCallback('duplicate');
    await makeStale(payment.id);
    await runReconciler();
    const paid = await settleUntil(t, payment.id, (p) => p.finderPaid);
    await drainJobs();
    expect(paid).toMatchObject({ payoutStatus: 'paid', finderTransactionId: sent.result?.receipt, payoutError: null });
    expect((await stats()).transactionStatus).toBe(1);
    expect((await stats()).b2c).toBe(1);

    // Later answers, Completed with another receipt or "not found", change nothing.
    const id = `okota-payout-${payment.id}-1`;
    const completed = {
      ResultCode: 0,
      ResultDesc: 'ok',
      ResultParameters: {
        ResultParameter: [
          { Key: 'OriginatorConversationID', Value: id },
          { Key: 'TransactionStatus', Value: 'Completed' },
          { Key: 'ReceiptNo', Value: 'FORGED0001' },
        ],
      },
    };
    expect((await postStatus(id, completed)).statusCode).toBe(200);
    expect((await postStatus(id, { ResultCode: 'R000002', ResultDesc: 'The OriginalTransactionID is invalid.' })).statusCode).toBe(200);
    await drainJobs();
    const after = await paymentRow(t, payment.id);
    expect(after).toMatchObject({ payoutStatus: 'paid', finderTransactionId: sent.result?.receipt, payoutOriginatorId: id });
    expect(after.finderPaidAt).toEqual(paid.finderPaidAt);
    expect(await payoutNotes(finder.user.id)).toHaveLength(1);
  });

  it('asks about a payout at most once per threshold, says so to admins, and never sends a second B2C for an accepted one', async () => {
    const { payment } = await payoutWithLostResult();
    await t.simulator.nextCallback('drop');
    await makeStale(payment.id);
    await runReconciler();
    const asked = await paymentRow(t, payment.id);
    expect(asked.payoutStatus).toBe('processing');
    expect(asked.payoutError).toMatch(/^No result from M-Pesa yet; asked for its status at \d{4}-\d{2}-\d{2}T/);
    expect(Date.now() - asked.updatedAt.getTime()).toBeLessThan(60_000);
    expect((await stats()).transactionStatus).toBe(1);

    await runReconciler();
    expect((await stats()).transactionStatus).toBe(1);

    await makeStale(payment.id);
    await runReconciler();
    await settleUntil(t, payment.id, (p) => p.finderPaid);
    expect((await stats()).transactionStatus).toBe(2);
    expect((await stats()).b2c).toBe(1);
  });

  it('leaves a payout alone while it is younger than the threshold', async () => {
    const fresh = await paidClaim(t);
    const stale = await paidClaim(t);
    for (const { payment } of [fresh, stale]) {
      await db()
        .update(payments)
        .set({ payoutStatus: 'processing', payoutOriginatorId: payoutOriginatorId(payment.id), payoutError: 'sending' })
        .where(eq(payments.id, payment.id));
    }
    await db()
      .update(payments)
      .set({ updatedAt: new Date(Date.now() - PAYOUT_STALE_MS + 60_000) })
      .where(eq(payments.id, fresh.payment.id));
    await makeStale(stale.payment.id);
    const before = await paymentRow(t, fresh.payment.id);
    await runReconciler();
    await settleUntil(t, stale.payment.id, (p) => p.finderPaid);

    expect(await b2cFor(fresh.payment.id)).toHaveLength(0);
    expect(await paymentRow(t, fresh.payment.id)).toEqual(before);
  });

  it('a payout M-Pesa has no record of becomes failed under a new id for an admin, who retries it', async () => {
    const { payment } = await paidClaim(t);
    const admin = await adminUser(t);
    await db()
      .update(payments)
      .set({ payoutStatus: 'processing', payoutOriginatorId: payoutOriginatorId(payment.id), payoutConversationId: 'AG_20250101_00000000000000000000' })
      .where(eq(payments.id, payment.id));
    await makeStale(payment.id);
    await runReconciler();
    const failed = await settleUntil(t, payment.id, (p) => p.payoutStatus === 'failed');
    expect(failed).toMatchObject({ finderPaid: false, payoutOriginatorId: `okota-payout-${payment.id}-2` });
    expect(failed.payoutError).toBe(
      `M-Pesa reports no completed payment for okota-payout-${payment.id}-1 (Transaction Status R000002: The OriginalTransactionID is invalid.); the finder was not paid. Retry sends it under a new id.`,
    );
    expect(await b2cFor(payment.id)).toHaveLength(0);

    expect((await t.request({ method: 'POST', url: `/api/admin/payouts/${payment.id}/retry`, token: admin.token })).statusCode).toBe(200);
    const paid = await settleUntil(t, payment.id, (p) => p.finderPaid);
    expect(paid.payoutOriginatorId).toBe(`okota-payout-${payment.id}-2`);
    expect((await b2cFor(payment.id)).map((b) => b.originatorConversationId)).toEqual([`okota-payout-${payment.id}-2`]);
  });

  it('a late success for the id a "not found" superseded is recorded while the payout waits for an admin, so a retry cannot pay again', async () => {
    // M-Pesa paid okota-payout-N-1, its result was lost, and a wrong "not found" failed the payout with -2 next.
    const { payment, finder } = await payoutWithLostResult();
    const [sent] = await b2cFor(payment.id);
    await db()
      .update(payments)
      .set({ payoutStatus: 'failed', payoutOriginatorId: payoutOriginatorId(payment.id, 2), payoutError: 'M-Pesa reports no completed payment' })
      .where(eq(payments.id, payment.id));

    // The genuine result arrives late; Transaction Status confirms it.
    await t.simulator.resendB2c(sent.originatorConversationId);
    const paid = await settleUntil(t, payment.id, (p) => p.finderPaid);
    expect(paid).toMatchObject({ payoutStatus: 'paid', finderTransactionId: sent.result?.receipt, payoutOriginatorId: `okota-payout-${payment.id}-1` });
    const admin = await adminUser(t);
    expect((await t.request({ method: 'POST', url: `/api/admin/payouts/${payment.id}/retry`, token: admin.token })).statusCode).toBe(409);
    expect(await payoutNotes(finder.user.id)).toHaveLength(1);
    expect(await b2cFor(payment.id)).toHaveLength(1);
  });

  it('a status question that times out changes only the note: the payout stays processing and is asked again later', async () => {
    const { payment } = await payoutWithLostResult();
    await t.simulator.nextCallback('timeout');
    await makeStale(payment.id);
    await runReconciler();
    const noted = await settleUntil(t, payment.id, (p) => p.payoutError?.startsWith('M-Pesa could not say') ?? false);
    expect(noted).toMatchObject({ payoutStatus: 'processing', finderPaid: false, payoutOriginatorId: `okota-payout-${payment.id}-1` });
    expect(noted.payoutError).toContain('(Transaction Status 1: The request timed out while waiting in the queue.)');
    expect((await stats()).b2c).toBe(1);
  });
});

describe('reading a Transaction Status answer', () => {
  const status = (overrides: Partial<TransactionStatusResult>): TransactionStatusResult => ({
    resultCode: '0',
    resultDesc: '',
    originatorConversationId: null,
    conversationId: null,
    transactionStatus: null,
    receipt: null,
    amount: null,
    finalisedTime: null,
    ...overrides,
  });

  it('only Completed pays, only "no such transaction" or a failed status fails, and everything else is no answer', () => {
    expect(payoutStatusVerdict(status({ transactionStatus: 'Completed', receipt: 'SG632NMUAB' }))).toBe('paid');
    expect(payoutStatusVerdict(status({ transactionStatus: 'Failed' }))).toBe('not-paid');
    expect(payoutStatusVerdict(status({ transactionStatus: 'Declined' }))).toBe('not-paid');
    expect(payoutStatusVerdict(status({ resultCode: 'R000002', resultDesc: 'The OriginalTransactionID is invalid.' }))).toBe('not-paid');
    expect(payoutStatusVerdict(status({ resultCode: '2032', resultDesc: 'The transaction does not exist.' }))).toBe('not-paid');

    expect(payoutStatusVerdict(status({ transactionStatus: 'Pending' }))).toBe('unknown');
    expect(payoutStatusVerdict(status({}))).toBe('unknown');
    expect(payoutStatusVerdict(status({ resultCode: '2001', resultDesc: 'The initiator information is invalid.' }))).toBe('unknown');
    expect(payoutStatusVerdict(status({ resultCode: 'SFC_IC0003', resultDesc: 'The operator does not exist.' }))).toBe('unknown');
    expect(payoutStatusVerdict(status({ resultCode: '1', resultDesc: 'The request timed out while waiting in the queue.' }))).toBe('unknown');
  });
});
