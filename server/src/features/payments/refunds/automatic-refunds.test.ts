import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PAYMENT_POLL_LIMIT_MS } from '@okota/shared';
import { items, jobs, notifications, payments, users } from '../../../db/schema';
import type { LoopbackApp } from '../../../integrations/daraja/simulator/loopback.test-support';
import { adminUser, approvedClaim, initiate, paidClaim, paymentRow, settleUntil, useLoopbackApp, successPhone, waitFor } from '../payments.test-support';

/**
 * Money that arrives when it must not buy the contact (issue 14, low finding; issue 15 point 2):
 * recorded as received, sent straight back through M-Pesa, and nothing of a paid claim follows.
 */
describe('money that should not have come goes back by itself', () => {
  let t: LoopbackApp;
  useLoopbackApp((app) => (t = app));

  /** A payment whose M-Pesa prompt is still open (its callback comes in `delayMs`), old enough that the finder may revoke. */
  const payingSlowly = async (delayMs = 1500) => {
    const setup = await approvedClaim(t);
    await t.simulator.nextCallback('normal', { delayMs });
    const id = (await initiate(t, setup.claimer.token, setup.item.id)).json().payment.id as number;
    await t.app.ctx.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - PAYMENT_POLL_LIMIT_MS - 1000) })
      .where(eq(payments.id, id));
    return { ...setup, id };
  };
  const asClaimer = async (itemId: number, token: string) => (await t.request({ method: 'GET', url: `/api/items/${itemId}`, token })).json();
  const notesOf = (userId: string) => t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, userId));
  const outboxTo = (email: string) => t.app.ctx.mail.outbox().filter((m) => m.to === email);

  it('a payment that completes after the finder revoked the claim is refunded, and the contact is never revealed', async () => {
    const { id, item, claim, claimer, finder } = await payingSlowly();
    const revoke = await t.request({
      method: 'PUT',
      url: `/api/verifications/${claim.id}/status`,
      token: finder.token,
      payload: { status: 'rejected', finderNotes: 'No answer to my calls' },
    });
    expect(revoke.statusCode).toBe(200);

    const refunding = await settleUntil(t, id, (p) => p.status !== 'pending');
    expect(refunding).toMatchObject({ status: 'refund_pending', refundReason: 'claim_revoked', payoutStatus: 'refunded', resultCode: '0' });
    expect(refunding.mpesaTransactionId).toMatch(/^[A-Z0-9]{10}$/);
    expect(refunding.completedAt).toBeInstanceOf(Date);
    const [itemNow] = await t.app.ctx.db.select().from(items).where(eq(items.id, item.id));
    expect(itemNow).toMatchObject({ status: 'available', isClaimed: false, claimedBy: null });
    expect(await asClaimer(item.id, claimer.token)).not.toHaveProperty('finderPhone');
    const message = await t.request({ method: 'POST', url: '/api/messages', token: claimer.token, payload: { itemId: item.id, content: 'Hello, I paid' } });
    expect(message.statusCode).toBe(403);

    const refunded = await settleUntil(t, id, (p) => p.status === 'refunded');
    const [reversal] = (await t.simulator.state()).reversals;
    expect(reversal).toMatchObject({ originalTransactionId: refunding.mpesaTransactionId, amount: 150 });
    expect(refunded).toMatchObject({ refundTransactionId: reversal.result!.receipt, finderPaid: false, payoutAttempts: 0 });
    expect(await asClaimer(item.id, claimer.token)).not.toHaveProperty('finderPhone');
    expect((await t.simulator.state()).b2c).toHaveLength(0);

    // The claimer is told (in the app and by e-mail); the finder hears nothing about this money.
    expect((await notesOf(claimer.user.id)).map((n) => n.title)).toEqual(
      expect.arrayContaining(['Your money is on its way back', 'Refund sent to your M-Pesa']),
    );
    expect((await notesOf(claimer.user.id)).some((n) => n.title === 'Payment successful')).toBe(false);
    expect((await notesOf(finder.user.id)).some((n) => n.type === 'payment')).toBe(false);
    await waitFor(async () => (await t.app.ctx.jobs.runDueJobs()) === 0 || undefined);
    const subjects = outboxTo(claimer.user.email).map((m) => m.subject);
    expect(subjects).toEqual(expect.arrayContaining(['Your KSh 150 is on its way back', 'Refund: KSh 150 is back on your M-Pesa']));
    expect(subjects.some((s) => s.startsWith('Receipt:'))).toBe(false);
    const started = outboxTo(claimer.user.email).find((m) => m.subject.endsWith('is on its way back'))!;
    expect(started.text).toContain('withdrew the approval');
    expect(started.text).toContain(refunding.mpesaTransactionId!);
    expect(started.text).not.toContain(finder.user.phone);
  });

  it('tells a Kiswahili reader in Kiswahili when the item was removed while they paid', async () => {
    const { id, item, claimer } = await payingSlowly();
    await t.app.ctx.db.update(users).set({ language: 'sw' }).where(eq(users.id, claimer.user.id));
    const admin = await adminUser(t);
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/admin/items/${item.id}`,
      token: admin.token,
      payload: { reason: 'Reported as a fake listing' },
    });
    expect(removed.statusCode).toBe(200);

    const refunded = await settleUntil(t, id, (p) => p.status === 'refunded');
    expect(refunded.refundReason).toBe('item_removed');
    expect(await asClaimer(item.id, claimer.token)).not.toHaveProperty('finderPhone');
    // Stored as a kind and its parameters; the bell words them in the reader's language (decision 0211).
    const bell = (await t.request({ method: 'GET', url: '/api/notifications', token: claimer.token })).json().notifications as Array<{ title: string }>;
    expect(bell.map((n) => n.title)).toEqual(expect.arrayContaining(['Pesa yako inarejeshwa', 'Pesa imerejeshwa kwenye M-Pesa yako']));
    await waitFor(async () => (await t.app.ctx.jobs.runDueJobs()) === 0 || undefined);
    const mail = outboxTo(claimer.user.email).find((m) => m.subject.includes('zinarejeshwa'))!;
    expect(mail.text).toContain('kiliondolewa');
    expect(mail.html).toContain('lang="sw"');
  });

  it('a second payment that completes for a claim already paid is refunded; the first one stands', async () => {
    const { payment: first, claim, claimer, item } = await paidClaim(t);
    // Our code never pushes twice for one claim, but M-Pesa may still deliver money for a second
    // push (one whose answer we lost, a prompt re-sent by the phone): here its row is written directly.
    const phone = successPhone();
    const { db } = t.app.ctx;
    const [second] = await db
      .insert(payments)
      .values({
        itemId: item.id,
        claimId: claim.id,
        claimerId: claimer.user.id,
        finderId: first.finderId,
        phoneNumber: `+254${phone.slice(1)}`,
        amount: 150,
        finderAmount: 100,
        platformAmount: 50,
        status: 'pending',
      })
      .returning();
    const push = await pushFor(t, phone);
    await db.update(payments).set({ mpesaCheckoutRequestId: push.checkoutRequestId }).where(eq(payments.id, second.id));

    const refunded = await settleUntil(t, second.id, (p) => p.status === 'refunded');
    expect(refunded.refundReason).toBe('already_paid');
    expect(await paymentRow(t, first.id)).toMatchObject({ status: 'completed', payoutStatus: 'held' });
    expect(await asClaimer(item.id, claimer.token)).toHaveProperty('finderPhone');
    const reversals = (await t.simulator.state()).reversals;
    expect(reversals.map((r) => r.originalTransactionId)).toEqual([refunded.mpesaTransactionId]);
    const pending = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, 'payments.send-refund'), eq(jobs.status, 'pending')));
    expect(pending).toHaveLength(0);
  });
});

/** An STK push made through the app's own Daraja client, as a second push for the same claim would be. */
async function pushFor(t: LoopbackApp, phone: string) {
  const { createPaymentsDeps } = await import('../payments-deps');
  const deps = createPaymentsDeps(t.app);
  const urls = await deps.hookUrls();
  return deps.daraja.stkPush({
    amount: 150,
    msisdn: `254${phone.slice(1)}`,
    callbackUrl: urls.stk,
    accountReference: 'OKOTA1',
    transactionDesc: 'Okota claim fee',
  });
}
