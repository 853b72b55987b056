/**
 * A finder's payout goes only to a verified number (issue 16): over HTTP, with the Daraja and
 * Africa's Talking simulators. Unverified, the payout waits in 'awaiting_phone' (no B2C request,
 * the finder told, shown to the finder and to admins); the moment the finder verifies the number
 * by SMS code it goes out, once, and the finder gets the payout SMS. The payment and refund SMS
 * of the claimer ride the same paths.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema';
import { adminUser, paidClaim, paymentRow, refundedByAdmin, settleUntil } from '../payments/payments.test-support';
import { setSmsClock } from './sms-clock';
import { startSmsApp, type SmsTestApp } from './sms.test-support';

let t: SmsTestApp;
beforeAll(async () => {
  t = await startSmsApp();
  // Day time, so the payout SMS is not held for the morning.
  setSmsClock(() => new Date(`${new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)}T10:00:00+03:00`));
});
afterAll(async () => {
  setSmsClock(undefined);
  await t.close();
});

describe('a payout to an unverified number', () => {
  it('waits, visible to the finder and admins, and goes out once the finder verifies the number', async () => {
    const { payment, claimer, finder, item } = await paidClaim(t);
    await t.app.ctx.db.update(users).set({ phoneVerified: false }).where(eq(users.id, finder.user.id));
    const b2c = async () => (await t.simulator.state()).b2c.filter((b) => b.originatorConversationId.startsWith(`okota-payout-${payment.id}-`));

    expect((await t.request({ method: 'POST', url: `/api/payments/${payment.id}/confirm-receipt`, token: claimer.token, payload: {} })).statusCode).toBe(200);
    const parked = await settleUntil(t, payment.id, (p) => p.payoutStatus === 'awaiting_phone');
    expect(parked).toMatchObject({ finderPaid: false, payoutAttempts: 0 });
    await t.runJobs();
    expect(await b2c()).toEqual([]);

    const told = await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, finder.user.id));
    expect(told.map((n) => n.title)).toContain('Verify your phone to receive your reward');
    const mine = (await t.request({ method: 'GET', url: '/api/payments', token: finder.token })).json();
    expect(JSON.stringify(mine)).toContain('"payoutStatus":"awaiting_phone"');
    const admin = await adminUser(t);
    const payouts = (await t.request({ method: 'GET', url: '/api/admin/payouts', token: admin.token })).json();
    expect(payouts.queued).toEqual([expect.objectContaining({ paymentId: payment.id, payoutStatus: 'awaiting_phone' })]);

    // The finder proves the number with the code the SMS brought.
    expect((await t.request({ method: 'POST', url: '/api/auth/phone/send-code', token: finder.token, payload: {} })).statusCode).toBe(200);
    await t.runJobs();
    const code = await t.sms.codeFor(finder.user.phone);
    expect((await t.request({ method: 'POST', url: '/api/auth/phone/verify', token: finder.token, payload: { code } })).statusCode).toBe(200);
    expect((await paymentRow(t, payment.id)).payoutStatus).toBe('queued');

    const paid = await settleUntil(t, payment.id, (p) => p.finderPaid);
    expect(paid.payoutStatus).toBe('paid');
    expect(await b2c()).toEqual([expect.objectContaining({ amount: paid.finderAmount, msisdn: finder.user.phone.slice(1) })]);
    await t.runJobs();
    const texts = (await t.sms.outbox(finder.user.phone)).map((m) => m.text);
    expect(texts[0]).toBe(
      `Okota: we sent KSh ${paid.finderAmount} to your M-Pesa, receipt ${paid.finderTransactionId}. Thank you for returning the item! ${t.origin}/finder-dashboard`,
    );
    expect(texts.join('\n')).not.toContain(item.title);
  });

  it('is sent straight away to a finder whose number is verified; the claimer was told of the payment by SMS', async () => {
    const { payment, claimer, item } = await paidClaim(t);
    await t.runJobs();
    expect((await t.sms.outbox(claimer.user.phone)).map((m) => m.text)).toEqual([
      `Okota: payment received (Wallets, Nairobi). The finder's contact is on the item page: ${t.origin}/item/${item.id}`,
    ]);
    await t.request({ method: 'POST', url: `/api/payments/${payment.id}/confirm-receipt`, token: claimer.token, payload: {} });
    const paid = await settleUntil(t, payment.id, (p) => p.finderPaid);
    expect(paid.payoutStatus).toBe('paid');
  });

  it('a refund that lands is told to the claimer by SMS', async () => {
    const { payment, claimer, item } = await refundedByAdmin(t);
    const refunded = await settleUntil(t, payment.id, (p) => p.status === 'refunded');
    await t.runJobs();
    const texts = (await t.sms.outbox(claimer.user.phone)).map((m) => m.text);
    expect(texts[0]).toBe(`Okota: your KSh ${refunded.amount} (Wallets) was refunded to your M-Pesa. ${t.origin}/item/${item.id}`);
  });
});
