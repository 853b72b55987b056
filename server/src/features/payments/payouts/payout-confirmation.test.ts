import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { jobs, notifications, payments, users } from '../../../db/schema';
import type { LoopbackApp } from '../../../integrations/daraja/simulator/loopback.test-support';
import { PAYOUT_STALE_MS, reconcilePayoutsJob } from './reconcile-payouts';
import { TEST_CALLBACK_SECRET, adminUser, paidClaim, paymentRow, settleUntil, useLoopbackApp, waitFor } from '../payments.test-support';

/** A B2C result is never believed alone: Transaction Status decides (issue 15 point 3). */
describe('payout results are confirmed with M-Pesa before anyone is marked paid', () => {
  let t: LoopbackApp;
  useLoopbackApp((app) => (t = app));

  const db = () => t.app.ctx.db;
  const b2cFor = async (paymentId: number) =>
    (await t.simulator.state()).b2c.filter((b) => b.originatorConversationId.startsWith(`okota-payout-${paymentId}-`));
  const drainJobs = () => waitFor(async () => (await t.app.ctx.jobs.runDueJobs()) === 0 || undefined);
  const postResult = (result: Record<string, unknown>) =>
    t.request({
      method: 'POST',
      url: `/api/payments/hooks/${TEST_CALLBACK_SECRET}/payout-result`,
      payload: { Result: { ResultType: 0, ConversationID: 'AG_20250101_forged', ...result } },
    });
  /** The claimer confirms receipt; the B2C is sent and decided by the simulator, its result dropped. */
  const payoutDecidedQuietly = async (finderPhone?: string) => {
    const claim = await paidClaim(t);
    if (finderPhone) await db().update(users).set({ phone: finderPhone }).where(eq(users.id, claim.finder.user.id));
    await t.simulator.nextCallback('drop');
    await t.request({ method: 'POST', url: `/api/payments/${claim.payment.id}/confirm-receipt`, token: claim.claimer.token });
    await waitFor(async () => {
      await t.app.ctx.jobs.runDueJobs();
      return (await b2cFor(claim.payment.id))[0]?.result;
    });
    return claim;
  };

  it('a forged success result for a payout M-Pesa did not pay leaves the finder unpaid', async () => {
    const { payment, finder } = await payoutDecidedQuietly('+254700000001');
    const forged = await postResult({
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      OriginatorConversationID: `okota-payout-${payment.id}-1`,
      TransactionID: 'FORGED0001',
      ResultParameters: {
        ResultParameter: [
          { Key: 'TransactionAmount', Value: 100 },
          { Key: 'TransactionReceipt', Value: 'FORGED0001' },
        ],
      },
    });
    expect(forged.statusCode).toBe(200);
    const after = await settleUntil(t, payment.id, (p) => p.payoutStatus !== 'processing');
    expect(after).toMatchObject({ payoutStatus: 'failed', finderPaid: false, finderTransactionId: null, finderPaidAt: null });
    expect(after.payoutError).toContain('no completed payment');
    const paidNotes = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, finder.user.id), eq(notifications.title, 'Reward sent to your M-Pesa')));
    expect(paidNotes).toHaveLength(0);
    expect((await t.simulator.state()).stats.transactionStatus).toBe(1);
  });

  it('a forged failure result for a payout M-Pesa paid does not fail it: Transaction Status finds it paid, once', async () => {
    const { payment, finder } = await payoutDecidedQuietly();
    const [sent] = await b2cFor(payment.id);
    await postResult({ ResultCode: 2001, ResultDesc: 'The initiator information is invalid.', OriginatorConversationID: sent.originatorConversationId });
    const paid = await settleUntil(t, payment.id, (p) => p.finderPaid);
    expect(paid).toMatchObject({
      payoutStatus: 'paid',
      finderTransactionId: sent.result!.receipt,
      payoutOriginatorId: sent.originatorConversationId,
      payoutError: null,
    });
    // Replays of either result after that change nothing.
    await postResult({ ResultCode: 2001, ResultDesc: 'The initiator information is invalid.', OriginatorConversationID: sent.originatorConversationId });
    await t.simulator.resendB2c(sent.originatorConversationId);
    await drainJobs();
    expect(await paymentRow(t, payment.id)).toMatchObject({ payoutStatus: 'paid', finderPaidAt: paid.finderPaidAt });
    await drainJobs();
    const mails = t.app.ctx.mail.outbox().filter((m) => m.to === finder.user.email && /^Your KSh [\d,]+ reward was sent/.test(m.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(sent.result!.receipt);
    expect(mails[0].text).toContain('KSh 100');
  });

  it("a payout that timed out in M-Pesa's queue is asked about, never sent again, and paid once", async () => {
    const { payment, claimer } = await paidClaim(t);
    await t.simulator.nextCallback('timeout');
    await t.request({ method: 'POST', url: `/api/payments/${payment.id}/confirm-receipt`, token: claimer.token });
    const paid = await settleUntil(t, payment.id, (p) => p.finderPaid);
    const sent = await b2cFor(payment.id);
    expect(sent).toHaveLength(1);
    expect(sent[0].resultsSent).toBe(0);
    expect(paid).toMatchObject({ payoutStatus: 'paid', finderTransactionId: sent[0].result!.receipt });

    // The reconciler, an admin retry and the payout job again: none sends a second B2C.
    await db()
      .update(payments)
      .set({ updatedAt: new Date(Date.now() - PAYOUT_STALE_MS - 1000) })
      .where(eq(payments.id, payment.id));
    await db()
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.type, reconcilePayoutsJob.id));
    await drainJobs();
    const admin = await adminUser(t);
    expect((await t.request({ method: 'POST', url: `/api/admin/payouts/${payment.id}/retry`, token: admin.token })).statusCode).toBe(409);
    expect(await b2cFor(payment.id)).toHaveLength(1);
    expect((await t.simulator.state()).stats.b2c).toBe(1);
  });
});
