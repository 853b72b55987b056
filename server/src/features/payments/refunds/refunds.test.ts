import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, notifications } from '../../../db/schema';
import type { LoopbackApp } from '../../../integrations/daraja/simulator/loopback.test-support';
import { TEST_CALLBACK_SECRET, paymentRow, refundedByAdmin, settleUntil, useLoopbackApp, waitFor } from '../payments.test-support';

/** Refunds through Daraja's Transaction Reversal, against the simulator over HTTP (docs/payments.md). */
describe('refunds go back through M-Pesa', () => {
  let t: LoopbackApp;
  useLoopbackApp((app) => (t = app));

  const reversalsOf = async (receipt: string | null) => (await t.simulator.state()).reversals.filter((r) => r.originalTransactionId === receipt);
  const drainJobs = () => waitFor(async () => (await t.app.ctx.jobs.runDueJobs()) === 0 || undefined);
  const refundNotes = (userId: string) =>
    t.app.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.title, 'Refund sent to your M-Pesa')));
  const postHook = (path: string, payload: object, secret = TEST_CALLBACK_SECRET) =>
    t.request({ method: 'POST', url: `/api/payments/hooks/${secret}/${path}`, payload });

  it('a dispute refunded by an admin lands, confirmed by Transaction Status, with a receipt e-mail', async () => {
    const { payment, claimer } = await refundedByAdmin(t);
    const refunded = await settleUntil(t, payment.id, (p) => p.status === 'refunded');
    const [reversal] = await reversalsOf(payment.mpesaTransactionId);
    expect(refunded).toMatchObject({ refundTransactionId: reversal.result!.receipt, refundOriginatorId: `okota-refund-${payment.id}-1`, refundError: null });
    expect((await t.simulator.state()).stats.transactionStatus).toBeGreaterThanOrEqual(1);
    await drainJobs();
    const mail = t.app.ctx.mail.outbox().find((m) => m.to === claimer.user.email && m.subject.startsWith('Refund:'))!;
    expect(mail.text).toContain(reversal.result!.receipt);
    expect(mail.text).toContain(payment.mpesaTransactionId!);
    expect(mail.text).toMatch(/\d{1,2} \w+ \d{4}, \d{2}:\d{2} EAT/);
    // The claimer's payment list carries the reversal's receipt and why; the finder's does not.
    const mine = (await t.request({ method: 'GET', url: '/api/payments', token: claimer.token }))
      .json()
      .payments.find((p: { id: number }) => p.id === payment.id);
    expect(mine).toMatchObject({ status: 'refunded', refundTransactionId: reversal.result!.receipt, refundReason: 'dispute' });

    // A replayed result, and a replayed Transaction Status answer, change nothing.
    await t.simulator.resendReversal(reversal.originatorConversationId);
    await drainJobs();
    expect(await paymentRow(t, payment.id)).toMatchObject({
      status: 'refunded',
      refundedAt: refunded.refundedAt,
      refundTransactionId: refunded.refundTransactionId,
    });
    expect(await refundNotes(claimer.user.id)).toHaveLength(1);
  });

  it("a refund M-Pesa refuses is shown to admins with Daraja's reason, and their retry lands", async () => {
    const { payment, admin } = await refundedByAdmin(t, '0700300001');
    const failed = await settleUntil(t, payment.id, (p) => p.status === 'refund_failed');
    expect(failed).toMatchObject({
      refundError: 'M-Pesa reversal R000002: The OriginalTransactionID is invalid.',
      refundOriginatorId: `okota-refund-${payment.id}-2`,
    });
    const list = (await t.request({ method: 'GET', url: '/api/admin/refunds', token: admin.token })).json();
    expect(list.failed).toEqual([expect.objectContaining({ paymentId: payment.id, refundError: failed.refundError, refundReason: 'dispute' })]);
    const adminNote = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.user.id), eq(notifications.title, 'Refund refused by M-Pesa')));
    expect(adminNote).toHaveLength(1);

    const retry = await t.request({ method: 'POST', url: `/api/admin/refunds/${payment.id}/retry`, token: admin.token });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().payment).toMatchObject({ status: 'refund_pending', refundOriginatorId: `okota-refund-${payment.id}-2` });
    const refunded = await settleUntil(t, payment.id, (p) => p.status === 'refunded');
    const reversals = await reversalsOf(payment.mpesaTransactionId);
    expect(reversals.map((r) => r.result?.resultCode)).toEqual(['R000002', 0]);
    expect(refunded.refundTransactionId).toBe(reversals[1].result!.receipt);
    expect((await t.request({ method: 'POST', url: `/api/admin/refunds/${payment.id}/retry`, token: admin.token })).statusCode).toBe(409);
    const [audit] = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(payment.id)), eq(auditLog.action, 'refund.retry')));
    expect(audit.actorId).toBe(admin.user.id);
  });

  it('a timed-out reversal is not a failure: Transaction Status says it was made, and it is never sent twice', async () => {
    const { payment } = await refundedByAdmin(t, '0700300003');
    const refunded = await settleUntil(t, payment.id, (p) => p.status === 'refunded');
    const reversals = await reversalsOf(payment.mpesaTransactionId);
    expect(reversals).toHaveLength(1);
    expect(refunded.refundTransactionId).toBe(reversals[0].result!.receipt);
    expect(reversals[0].resultsSent).toBe(0);
  });

  it('a forged success result for a reversal M-Pesa refused changes nothing but a question to M-Pesa', async () => {
    await t.simulator.nextCallback('normal');
    await t.simulator.nextCallback('drop');
    const { payment, claimer } = await refundedByAdmin(t, '0700300002');
    await waitFor(async () => {
      await t.app.ctx.jobs.runDueJobs();
      return (await reversalsOf(payment.mpesaTransactionId))[0]?.result;
    });
    const sent = await paymentRow(t, payment.id);
    expect(sent).toMatchObject({ status: 'refund_pending', refundRequestId: expect.any(String) });

    const forged = {
      Result: {
        ResultType: 0,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        OriginatorConversationID: sent.refundRequestId,
        ConversationID: 'AG_20250101_forged',
        TransactionID: 'FORGED0001',
      },
    };
    expect((await postHook(`refund-result/okota-refund-${payment.id}-1`, forged, 'wrong-secret')).statusCode).toBe(404);
    expect((await postHook(`refund-result/okota-refund-${payment.id}-1`, forged)).statusCode).toBe(200);
    const after = await settleUntil(t, payment.id, (p) => p.status !== 'refund_pending');
    expect(after).toMatchObject({ status: 'refund_failed', refundTransactionId: null, refundedAt: null });
    expect(after.refundError).toContain('Transaction Status 0');
    expect(await refundNotes(claimer.user.id)).toHaveLength(0);
  });

  it('only admins list and retry refunds, and only a refused refund can be retried', async () => {
    const { payment, claimer, finder, admin } = await refundedByAdmin(t);
    for (const token of [claimer.token, finder.token]) {
      expect((await t.request({ method: 'GET', url: '/api/admin/refunds', token })).statusCode).toBe(403);
      expect((await t.request({ method: 'POST', url: `/api/admin/refunds/${payment.id}/retry`, token })).statusCode).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/admin/refunds' })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: `/api/admin/refunds/${payment.id}/retry`, token: admin.token })).statusCode).toBe(409);
    expect((await t.request({ method: 'POST', url: '/api/admin/refunds/999999/retry', token: admin.token })).statusCode).toBe(404);
  });
});
