import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications, paybillReceipts, payments, smsMessages } from '../../../db/schema';
import { createUser } from '../../../../test/factories';
import type { LoopbackApp } from '../../../integrations/daraja/simulator/loopback.test-support';
import { TEST_CALLBACK_SECRET, adminUser, approvedClaim, initiate, paidClaim, paymentRow, settleUntil, useLoopbackApp } from '../payments.test-support';
import { PAID_ANOTHER_WAY, closeSupersededPaybillPayments } from '../stk/payment-lifecycle';
import { BUSINESS_NUMBER, askPaybill, confirmationUrl, forgedConfirmation, payPaybill, receiptRow, receiptUntil, registered } from './paybill.test-support';

describe('paying by Paybill (Daraja C2B), never believing the confirmation alone', () => {
  let t: LoopbackApp;
  useLoopbackApp((app) => (t = app));
  beforeAll(() => registered(t));

  const asClaimer = async (itemId: number, token: string) => (await t.request({ method: 'GET', url: `/api/items/${itemId}`, token })).json();
  const reversalsOf = async (transId: string) => (await t.simulator.state()).reversals.filter((r) => r.originalTransactionId === transId);

  it('registers its C2B URLs at start, under the secret callback path', async () => {
    const [registration] = (await t.simulator.state()).c2bRegistrations;
    expect(registration).toMatchObject({ shortcode: BUSINESS_NUMBER, responseType: 'Completed' });
    expect(registration.confirmationUrl).toBe(`${t.origin}${confirmationUrl}`);
    expect(registration.validationUrl).toContain(`/${TEST_CALLBACK_SECRET}/paybill/validation`);
  });

  it('pay the Paybill → confirmation → Transaction Status confirms → completed → contact revealed', async () => {
    const { claimer, finder, item } = await approvedClaim(t);
    const asked = await askPaybill(t, claimer.token, item.id);
    expect(asked.statusCode).toBe(200);
    const body = asked.json();
    expect(body).toMatchObject({ payment: { status: 'pending' }, paybill: { businessNumber: BUSINESS_NUMBER, amount: 150 }, simulator: true });
    expect(body.paybill.accountNumber).toMatch(/^OK[A-HJ-NP-Z2-9]{4}$/);
    // Asking again gives the same payment and account number.
    expect((await askPaybill(t, claimer.token, item.id)).json()).toEqual(body);
    expect(await asClaimer(item.id, claimer.token)).not.toHaveProperty('finderPhone');

    const statusQuestionsBefore = (await t.simulator.state()).stats.transactionStatus;
    // Typed on a keypad: lower case, a space.
    const typed = `${body.paybill.accountNumber.slice(0, 3).toLowerCase()} ${body.paybill.accountNumber.slice(3)}`;
    const transId = await payPaybill(t, typed, 150);
    const completed = await settleUntil(t, body.payment.id, (p) => p.status === 'completed');
    expect(completed).toMatchObject({ mpesaTransactionId: transId, payoutStatus: 'held', paybillAccount: body.paybill.accountNumber });
    expect((await t.simulator.state()).stats.transactionStatus).toBeGreaterThan(statusQuestionsBefore);
    expect(await receiptRow(t, transId)).toMatchObject({ status: 'applied', paymentId: body.payment.id, confirmedAmount: 150, msisdn: '25470****149' });

    expect(await asClaimer(item.id, claimer.token)).toMatchObject({ finderPhone: finder.user.phone });
    const verify = await t.request({ method: 'GET', url: `/api/payments/${body.payment.id}/verify`, token: claimer.token });
    expect(verify.json()).toMatchObject({ verified: true, status: 'completed', receipt: transId });
    // Paid: no new account number.
    expect((await askPaybill(t, claimer.token, item.id)).statusCode).toBe(409);
  });

  it('a forged confirmation of an unknown receipt completes nothing and reveals nothing', async () => {
    const { claimer, item } = await approvedClaim(t);
    const { payment, paybill } = (await askPaybill(t, claimer.token, item.id)).json();
    const forged = await t.request({ method: 'POST', url: confirmationUrl, payload: forgedConfirmation('QZX1234567', paybill.accountNumber, '150.00') });
    expect(forged.json()).toEqual({ ResultCode: 0, ResultDesc: 'Success' });
    const rejected = await receiptUntil(t, 'QZX1234567', (r) => r.status === 'rejected');
    expect(rejected.note).toContain('does not confirm');
    expect(await paymentRow(t, payment.id)).toMatchObject({ status: 'pending', mpesaTransactionId: null });
    expect(await asClaimer(item.id, claimer.token)).not.toHaveProperty('finderPhone');
    expect(await reversalsOf('QZX1234567')).toHaveLength(0);
    // Without the secret, the confirmation URL does not exist.
    const guessed = await t.request({
      method: 'POST',
      url: '/api/payments/hooks/guess/paybill/confirmation',
      payload: forgedConfirmation('QZX7654321', paybill.accountNumber, '150.00'),
    });
    expect(guessed.statusCode).toBe(404);
    const bad = await t.request({ method: 'POST', url: confirmationUrl, payload: { TransID: 'x' } });
    expect(bad.statusCode).toBe(400);
  });

  it('a wrong amount is held, reversed and refunded, and never completes the payment', async () => {
    const { claimer, item } = await approvedClaim(t);
    const { payment, paybill } = (await askPaybill(t, claimer.token, item.id)).json();
    const transId = await payPaybill(t, paybill.accountNumber, 100);
    const reversed = await receiptUntil(t, transId, (r) => r.status === 'reversed');
    expect(reversed).toMatchObject({ holdReason: 'wrong_amount', confirmedAmount: 100, paymentId: payment.id });
    expect(reversed.reversalTransactionId).toMatch(/^[A-Z0-9]{10}$/);
    expect(await reversalsOf(transId)).toEqual([expect.objectContaining({ amount: 100, result: expect.objectContaining({ resultCode: 0 }) })]);
    expect(await paymentRow(t, payment.id)).toMatchObject({ status: 'pending', mpesaTransactionId: null, completedAt: null });
    expect(await asClaimer(item.id, claimer.token)).not.toHaveProperty('finderPhone');

    // Admins see it; the claimer can still pay the right amount.
    const admin = await adminUser(t);
    const list = await t.request({ method: 'GET', url: '/api/admin/paybill-receipts', token: admin.token });
    expect(list.json().receipts).toEqual(expect.arrayContaining([expect.objectContaining({ transId, status: 'reversed', holdReason: 'wrong_amount' })]));
    expect((await t.request({ method: 'GET', url: '/api/admin/paybill-receipts', token: claimer.token })).statusCode).toBe(403);
    await payPaybill(t, paybill.accountNumber, 150);
    expect(await settleUntil(t, payment.id, (p) => p.status === 'completed')).toMatchObject({ status: 'completed' });
  });

  it('the payer of a wrong amount is told what happened: the dialog says it is on its way back, and an SMS says so at once', async () => {
    const { claimer, item } = await approvedClaim(t);
    const { payment, paybill } = (await askPaybill(t, claimer.token, item.id)).json();
    const transId = await payPaybill(t, paybill.accountNumber, 100);
    await receiptUntil(t, transId, (r) => r.status === 'reversed');
    const verify = (await t.request({ method: 'GET', url: `/api/payments/${payment.id}/verify`, token: claimer.token })).json();
    expect(verify).toMatchObject({ status: 'pending', returned: { sent: 100, fee: 150, receipt: transId, state: 'returned' } });
    const sms = await t.app.ctx.db
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.userId, claimer.user.id), eq(smsMessages.kind, 'paybill_returned')));
    expect(sms.map((m) => m.text)).toEqual([
      `Okota: you sent KSh 100; the fee is KSh 150. It is going back to your M-Pesa (${transId}). ${t.origin}/item/${item.id}`,
    ]);
    expect(sms[0].status).not.toBe('scheduled');
    // The bell says it too, in the payer's language, with what to send instead.
    const [bell] = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, claimer.user.id), eq(notifications.kind, 'paybill_returned')));
    expect(bell).toMatchObject({ type: 'payment', itemId: item.id, params: { sent: 100, fee: 150, receipt: transId } });
    const listed = (await t.request({ method: 'GET', url: '/api/notifications', token: claimer.token })).json().notifications;
    expect(listed.find((n: { id: number }) => n.id === bell.id).message).toContain(`going back to your M-Pesa (receipt ${transId})`);
  });

  it('a replayed confirmation makes one payment, and a replay with another amount changes nothing', async () => {
    const { claimer, item } = await approvedClaim(t);
    const { payment, paybill } = (await askPaybill(t, claimer.token, item.id)).json();
    await t.simulator.nextCallback('duplicate');
    const transId = await payPaybill(t, paybill.accountNumber, 150);
    await settleUntil(t, payment.id, (p) => p.status === 'completed');
    await t.simulator.resendC2b(transId);
    const replay = await t.request({ method: 'POST', url: confirmationUrl, payload: forgedConfirmation(transId, paybill.accountNumber, '1.00') });
    expect(replay.json()).toEqual({ ResultCode: 0, ResultDesc: 'Success' });
    await t.app.ctx.jobs.runDueJobs();

    expect(await t.app.ctx.db.select().from(paybillReceipts).where(eq(paybillReceipts.transId, transId))).toHaveLength(1);
    const { claimId } = await paymentRow(t, payment.id);
    const ofClaim = await t.app.ctx.db.select().from(payments).where(eq(payments.claimId, claimId));
    expect(ofClaim.map((p) => p.status)).toEqual(['completed']);
    expect(await reversalsOf(transId)).toHaveLength(0);
  });

  it('an unknown account number is held and reversed', async () => {
    const transId = await payPaybill(t, 'OKZZZZ', 150);
    const reversed = await receiptUntil(t, transId, (r) => r.status === 'reversed');
    expect(reversed).toMatchObject({ holdReason: 'unknown_account', paymentId: null, confirmedAccount: 'OKZZZZ', confirmedAmount: 150 });
    expect(await reversalsOf(transId)).toHaveLength(1);
  });

  it("a second payment to an account already paid is refunded; a reversal M-Pesa refuses waits for an admin's Retry", async () => {
    const admin = await adminUser(t);
    const { claimer, item } = await approvedClaim(t);
    const { payment, paybill } = (await askPaybill(t, claimer.token, item.id)).json();
    await payPaybill(t, paybill.accountNumber, 150);
    await settleUntil(t, payment.id, (p) => p.status === 'completed');
    // Paid again from a phone whose first reversal fails (simulator outcomes.ts).
    const second = await payPaybill(t, paybill.accountNumber, 150, '0700300001');
    const failed = await receiptUntil(t, second, (r) => r.status === 'reversal_failed');
    expect(failed).toMatchObject({ holdReason: 'already_paid', reversalAttempt: 1 });
    expect(failed.note).toContain('R000002');
    // Every admin is told at once by a bell, not left to find it in the list (docs/decisions/0268).
    const told = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.user.id), eq(notifications.kind, 'paybill_reversal_failed')));
    expect(told.map((n) => n.params)).toEqual([expect.objectContaining({ receipt: second, amount: 150 })]);
    const retry = await t.request({ method: 'POST', url: `/api/admin/paybill-receipts/${failed.id}/retry`, token: admin.token });
    expect(retry.json()).toMatchObject({ success: true, receipt: { status: 'reversal_pending', reversalAttempt: 2 } });
    await receiptUntil(t, second, (r) => r.status === 'reversed');
    const again = await t.request({ method: 'POST', url: `/api/admin/paybill-receipts/${failed.id}/retry`, token: admin.token });
    expect(again.json()).toMatchObject({ code: 'PAYBILL_REVERSAL_NOT_FAILED' });
    expect(again.statusCode).toBe(409);
    expect(await paymentRow(t, payment.id)).toMatchObject({ status: 'completed' });
  });

  it("Paybill money for a claim the STK push already paid is refunded through the payment's refund", async () => {
    const { claimer, item } = await approvedClaim(t);
    const { payment, paybill } = (await askPaybill(t, claimer.token, item.id)).json();
    // The STK push is not blocked by the pending Paybill payment, and is a payment of its own.
    const stk = await initiate(t, claimer.token, item.id);
    expect(stk.statusCode).toBe(200);
    expect(stk.json().payment.id).not.toBe(payment.id);
    await settleUntil(t, stk.json().payment.id, (p) => p.status === 'completed');
    const transId = await payPaybill(t, paybill.accountNumber, 150);
    const refunded = await settleUntil(t, payment.id, (p) => p.status === 'refunded');
    expect(refunded).toMatchObject({ refundReason: 'already_paid', mpesaTransactionId: transId });
    expect(await reversalsOf(transId)).toHaveLength(1);
  });

  it('a Paybill payment left pending beside a claim paid by STK is closed, and money paid to it later goes back', async () => {
    const { claimer, item } = await approvedClaim(t);
    const { payment, paybill } = (await askPaybill(t, claimer.token, item.id)).json();
    const stk = await initiate(t, claimer.token, item.id);
    await settleUntil(t, stk.json().payment.id, (p) => p.status === 'completed');
    expect(await closeSupersededPaybillPayments(t.app.ctx.db)).toBeGreaterThanOrEqual(1);
    expect(await paymentRow(t, payment.id)).toMatchObject({ status: 'failed', failureReason: PAID_ANOTHER_WAY });
    const transId = await payPaybill(t, paybill.accountNumber, 150);
    expect(await receiptUntil(t, transId, (r) => r.status === 'reversed')).toMatchObject({ holdReason: 'already_paid', paymentId: payment.id });
    expect(await paymentRow(t, payment.id)).toMatchObject({ status: 'failed', mpesaTransactionId: null });
  });

  it('only the approved claimer may ask, and bad input is a 400', async () => {
    const { item } = await approvedClaim(t);
    const stranger = await createUser(t.app.ctx.db);
    expect((await askPaybill(t, stranger.token, item.id)).statusCode).toBe(403);
    expect((await askPaybill(t, stranger.token, 99_999_999)).statusCode).toBe(404);
    expect((await askPaybill(t, undefined, item.id)).statusCode).toBe(401);
    const bad = await askPaybill(t, stranger.token, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('message');
    expect(await t.app.ctx.db.select().from(payments).where(eq(payments.itemId, item.id))).toHaveLength(0);
    // An item paid already.
    const paid = await paidClaim(t);
    expect((await askPaybill(t, paid.claimer.token, paid.item.id)).statusCode).toBe(409);
  });
});
