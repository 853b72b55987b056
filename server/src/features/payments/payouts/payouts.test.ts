import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, claims, notifications, payments, users } from '../../../db/schema';
import { createUser } from '../../../../test/factories';
import type { LoopbackApp } from '../../../integrations/daraja/simulator/loopback.test-support';
import { sendPayoutJob } from './send-payout';
import { TEST_CALLBACK_SECRET, adminUser, makeReleaseCheckDue, paidClaim, paymentRow, settleUntil, useLoopbackApp, waitFor } from '../payments.test-support';

describe('escrow and payouts to the finder', () => {
  let t: LoopbackApp;
  useLoopbackApp((app) => (t = app));

  const b2cFor = async (paymentId: number) =>
    (await t.simulator.state()).b2c.filter((b) => b.originatorConversationId.startsWith(`okota-payout-${paymentId}-`));
  const moveDueDate = (paymentId: number, ms: number) =>
    t.app.ctx.db
      .update(payments)
      .set({ payoutDueAt: new Date(Date.now() + ms) })
      .where(eq(payments.id, paymentId));
  const post = (url: string, token: string, payload: object = {}) => t.request({ method: 'POST', url, token, payload });

  it('releases a held payout 72 hours after payment when nobody disputed it, and not before', async () => {
    const { payment, finder } = await paidClaim(t);
    await makeReleaseCheckDue(t);
    await t.app.ctx.jobs.runDueJobs();
    expect((await paymentRow(t, payment.id)).payoutStatus).toBe('held');
    expect(await b2cFor(payment.id)).toHaveLength(0);

    await moveDueDate(payment.id, -1000);
    await makeReleaseCheckDue(t);
    const paid = await settleUntil(t, payment.id, (p) => p.finderPaid);
    expect(paid.payoutStatus).toBe('paid');
    expect(await b2cFor(payment.id)).toEqual([expect.objectContaining({ amount: 100, msisdn: finder.user.phone.slice(1) })]);
  });

  it('a dispute within 72 hours blocks the release until an admin releases it', async () => {
    const { payment, claimer, finder } = await paidClaim(t);
    const admin = await adminUser(t);
    const dispute = await post(`/api/payments/${payment.id}/dispute`, claimer.token, { reason: 'The finder never showed up at the stage.' });
    expect(dispute.statusCode).toBe(200);
    expect(dispute.json().payment.payoutStatus).toBe('disputed');
    const adminNotes = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.user.id), eq(notifications.type, 'dispute')));
    expect(adminNotes).toHaveLength(1);
    expect(adminNotes[0].message).toContain('never showed up');

    await moveDueDate(payment.id, -1000);
    await makeReleaseCheckDue(t);
    await t.app.ctx.jobs.runDueJobs();
    expect((await paymentRow(t, payment.id)).payoutStatus).toBe('disputed');
    expect(await b2cFor(payment.id)).toHaveLength(0);
    expect((await post(`/api/payments/${payment.id}/confirm-receipt`, claimer.token)).statusCode).toBe(409);

    expect((await post(`/api/admin/payments/${payment.id}/resolve-dispute`, finder.token, { resolution: 'release', note: 'Seen' })).statusCode).toBe(403);
    const release = await post(`/api/admin/payments/${payment.id}/resolve-dispute`, admin.token, {
      resolution: 'release',
      note: 'The claimer confirmed on the phone.',
    });
    expect(release.statusCode).toBe(200);
    const paid = await settleUntil(t, payment.id, (p) => p.finderPaid);
    expect(paid).toMatchObject({ payoutStatus: 'paid', disputeResolution: 'release' });
    const [audit] = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(payment.id)));
    expect(audit).toMatchObject({ actorId: admin.user.id, action: 'payment.release', targetType: 'payment', reason: 'The claimer confirmed on the phone.' });
  });

  it('an admin refund reverses the payment through M-Pesa, no payout is ever made, the contact is hidden again and the item reopens', async () => {
    const { payment, claimer, item } = await paidClaim(t);
    const admin = await adminUser(t);
    await post(`/api/payments/${payment.id}/dispute`, claimer.token, { reason: 'It was not my phone after all.' });
    const refund = await post(`/api/admin/payments/${payment.id}/resolve-dispute`, admin.token, { resolution: 'refund', note: 'Wrong item; refund it.' });
    expect(refund.json().payment).toMatchObject({ status: 'refund_pending', payoutStatus: 'refunded' });
    const refunded = await settleUntil(t, payment.id, (p) => p.status === 'refunded');
    const [reversal] = (await t.simulator.state()).reversals;
    expect(reversal).toMatchObject({ originalTransactionId: payment.mpesaTransactionId, amount: payment.amount });
    expect(refunded).toMatchObject({ refundTransactionId: reversal.result!.receipt, refundReason: 'dispute', disputeResolution: 'refund' });
    expect(refunded.refundedAt).toBeInstanceOf(Date);
    await moveDueDate(payment.id, -1000);
    await makeReleaseCheckDue(t);
    await t.app.ctx.jobs.runDueJobs();
    expect(await b2cFor(payment.id)).toHaveLength(0);
    expect((await t.request({ method: 'GET', url: `/api/items/${item.id}`, token: claimer.token })).json()).not.toHaveProperty('finderPhone');
    const totals = (await t.request({ method: 'GET', url: '/api/payments', token: claimer.token })).json().totals;
    expect(totals.asClaimer.totalSpent).toBe(0);
    expect((await post(`/api/admin/payments/${payment.id}/resolve-dispute`, admin.token, { resolution: 'release', note: 'again' })).statusCode).toBe(409);
    // The finder still has the item: it is open to claims again, and this claim is closed.
    const reopened = (await t.request({ method: 'GET', url: `/api/items/${item.id}` })).json();
    expect(reopened).toMatchObject({ status: 'available', isClaimed: false });
    const [claim] = await t.app.ctx.db.select().from(claims).where(eq(claims.id, payment.claimId));
    expect(claim).toMatchObject({ status: 'rejected', finderNotes: 'Refunded after a dispute' });
  });

  it('only the paying claimer confirms receipt or disputes, and only within 72 hours', async () => {
    const { payment, finder, claimer } = await paidClaim(t);
    const stranger = await createUser(t.app.ctx.db);
    for (const token of [finder.token, stranger.token]) {
      expect((await post(`/api/payments/${payment.id}/confirm-receipt`, token)).statusCode).toBe(403);
      expect((await post(`/api/payments/${payment.id}/dispute`, token, { reason: 'Not a real problem at all.' })).statusCode).toBe(403);
    }
    const short = await post(`/api/payments/${payment.id}/dispute`, claimer.token, { reason: 'bad' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Please describe the problem in at least 10 characters');
    await moveDueDate(payment.id, -1000);
    const late = await post(`/api/payments/${payment.id}/dispute`, claimer.token, { reason: 'The finder never came to meet me.' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('72 hours');
  });

  it('never pays twice: the payout job run again, a crash after sending, and a repeated result', async () => {
    const { payment, claimer } = await paidClaim(t);
    const { db, jobs } = t.app.ctx;
    await t.simulator.nextCallback('drop');
    await post(`/api/payments/${payment.id}/confirm-receipt`, claimer.token);
    await jobs.runDueJobs();
    expect(await paymentRow(t, payment.id)).toMatchObject({ payoutStatus: 'processing', finderPaid: false });
    expect(await b2cFor(payment.id)).toHaveLength(1);

    // The same job again finds the payout already sent.
    await jobs.enqueue(db, sendPayoutJob, { paymentId: payment.id });
    await jobs.runDueJobs();
    // A process that died after sending left the payout queued: the retry is a duplicate at Daraja.
    await db.update(payments).set({ payoutStatus: 'queued' }).where(eq(payments.id, payment.id));
    await jobs.enqueue(db, sendPayoutJob, { paymentId: payment.id }, { dedupeKey: `payout:${payment.id}` });
    await jobs.runDueJobs();
    expect(await b2cFor(payment.id)).toHaveLength(1);
    expect((await paymentRow(t, payment.id)).payoutStatus).toBe('processing');

    const [sent] = await b2cFor(payment.id);
    await waitFor(async () => (await t.simulator.state()).b2c[0]?.result);
    await t.simulator.resendB2c(sent.originatorConversationId);
    const paid = await settleUntil(t, payment.id, (p) => p.finderPaid);
    await t.simulator.resendB2c(sent.originatorConversationId);
    await t.request({
      method: 'POST',
      url: `/api/payments/hooks/${TEST_CALLBACK_SECRET}/payout-result`,
      payload: {
        Result: {
          ResultType: 0,
          ResultCode: 0,
          ResultDesc: 'ok',
          OriginatorConversationID: sent.originatorConversationId,
          ConversationID: 'AG_X',
          TransactionID: 'FORGED0001',
        },
      },
    });
    await waitFor(async () => (await jobs.runDueJobs()) === 0 || undefined);
    const after = await paymentRow(t, payment.id);
    expect(after).toMatchObject({ finderPaid: true, finderTransactionId: paid.finderTransactionId, payoutStatus: 'paid' });
    expect(after.finderPaidAt).toEqual(paid.finderPaidAt);
    const payoutNotes = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, payment.finderId), eq(notifications.title, 'Reward sent to your M-Pesa')));
    expect(payoutNotes).toHaveLength(1);
    expect(await b2cFor(payment.id)).toHaveLength(1);
  });

  it('a payout Daraja fails is shown to admins with its error, and an admin retry pays it under a new id', async () => {
    const { payment, claimer, finder } = await paidClaim(t);
    const admin = await adminUser(t);
    const { db } = t.app.ctx;
    const realPhone = finder.user.phone;
    await db.update(users).set({ phone: '+254700002001' }).where(eq(users.id, finder.user.id));
    await post(`/api/payments/${payment.id}/confirm-receipt`, claimer.token);
    const failed = await settleUntil(t, payment.id, (p) => p.payoutStatus === 'failed');
    expect(failed.payoutError).toBe('M-Pesa B2C 2001: The initiator information is invalid.');
    expect(failed.finderPaid).toBe(false);

    const list = (await t.request({ method: 'GET', url: '/api/admin/payouts', token: admin.token })).json();
    expect(list.failed.map((p: { paymentId: number }) => p.paymentId)).toContain(payment.id);
    expect((await t.request({ method: 'GET', url: '/api/admin/payouts', token: claimer.token })).statusCode).toBe(403);

    await db.update(users).set({ phone: realPhone }).where(eq(users.id, finder.user.id));
    const retry = await post(`/api/admin/payouts/${payment.id}/retry`, admin.token);
    expect(retry.statusCode).toBe(200);
    const paid = await settleUntil(t, payment.id, (p) => p.finderPaid);
    expect(paid.payoutOriginatorId).toBe(`okota-payout-${payment.id}-2`);
    expect((await b2cFor(payment.id)).map((b) => b.originatorConversationId)).toEqual([`okota-payout-${payment.id}-1`, `okota-payout-${payment.id}-2`]);
    expect((await post(`/api/admin/payouts/${payment.id}/retry`, admin.token)).statusCode).toBe(409);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(payment.id)), eq(auditLog.action, 'payout.retry')));
    expect(audit.actorId).toBe(admin.user.id);
  });

  it('lists payouts by state for admins', async () => {
    const held = await paidClaim(t);
    const admin = await adminUser(t);
    const list = (await t.request({ method: 'GET', url: '/api/admin/payouts', token: admin.token })).json();
    const row = list.held.find((p: { paymentId: number }) => p.paymentId === held.payment.id);
    expect(row).toMatchObject({ itemTitle: held.item.title, finderAmount: 100, payoutStatus: 'held', finderPhone: held.finder.user.phone });
    expect(Object.keys(list).sort()).toEqual(['disputed', 'failed', 'held', 'paid', 'queued', 'refunded']);
  });
});
