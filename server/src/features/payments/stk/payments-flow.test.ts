import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PAYOUT_HOLD_MS } from '@okota/shared';
import { items, jobs, notifications, payments, siteAnalytics } from '../../../db/schema';
import { reconcilePendingJob } from './reconcile-pending-payments';
import { analyticsDay } from '../../../lib/analytics';
import { approvedClaim, initiate, paymentRow, settleUntil, useLoopbackApp, successPhone, waitFor } from '../payments.test-support';
import type { LoopbackApp } from '../../../integrations/daraja/simulator/loopback.test-support';

describe('paying for an item, from the STK push to the finder paid', () => {
  let t: LoopbackApp;
  useLoopbackApp((app) => (t = app));

  it('initiate → callback → verify → item claimed and contact revealed → confirm receipt → B2C → finder paid', async () => {
    const { db } = t.app.ctx;
    const { claimer, finder, item } = await approvedClaim(t);
    const itemAsClaimer = async () => (await t.request({ method: 'GET', url: `/api/items/${item.id}`, token: claimer.token })).json();
    expect(await itemAsClaimer()).not.toHaveProperty('finderPhone');

    const phone = successPhone();
    const started = await initiate(t, claimer.token, item.id, phone, { amount: 150 });
    expect(started.statusCode).toBe(200);
    const body = started.json();
    expect(body).toMatchObject({ success: true, payment: { status: 'pending', amount: 150 }, simulator: true });
    expect(body.message).toContain('M-Pesa PIN');
    const id = body.payment.id as number;

    const pending = await paymentRow(t, id);
    expect(pending).toMatchObject({ amount: 150, finderAmount: 100, platformAmount: 50, phoneNumber: `+254${phone.slice(1)}` });
    expect(pending.mpesaCheckoutRequestId).toMatch(/^ws_CO_/);
    const pushed = (await t.simulator.state()).stk.find((s) => s.checkoutRequestId === pending.mpesaCheckoutRequestId);
    expect(pushed).toMatchObject({ amount: 150, msisdn: `254${phone.slice(1)}` });

    const completed = await settleUntil(t, id, (p) => p.status === 'completed');
    const receipt = (await t.simulator.state()).stk.find((s) => s.checkoutRequestId === pending.mpesaCheckoutRequestId)!.result!.receipt;
    expect(completed.mpesaTransactionId).toBe(receipt);
    expect(completed.completedAt).toBeInstanceOf(Date);
    expect(completed.payoutStatus).toBe('held');
    expect(completed.payoutDueAt!.getTime() - completed.completedAt!.getTime()).toBe(PAYOUT_HOLD_MS);
    // Confirmed by an STK query before anything was marked.
    expect((await t.simulator.state()).stats.stkQuery).toBeGreaterThanOrEqual(1);

    const verify = await t.request({ method: 'GET', url: `/api/payments/${id}/verify`, token: claimer.token });
    // The payer's success screen shows the M-Pesa receipt; the finder never sees the payer's.
    expect(verify.json()).toEqual({ verified: true, status: 'completed', resultCode: '0', message: 'Payment completed successfully', receipt });
    const asFinder = await t.request({ method: 'GET', url: `/api/payments/${id}/verify`, token: finder.token });
    expect(asFinder.json()).not.toHaveProperty('receipt');

    const [claimedItem] = await db.select().from(items).where(eq(items.id, item.id));
    expect(claimedItem).toMatchObject({ status: 'claimed', isClaimed: true });
    expect(claimedItem.claimedAt).toBeInstanceOf(Date);
    expect(await itemAsClaimer()).toMatchObject({ finderPhone: finder.user.phone, finderEmail: finder.user.email });

    const paymentNotes = await db.select().from(notifications).where(eq(notifications.type, 'payment'));
    expect(paymentNotes.map((n) => n.userId).sort()).toEqual([claimer.user.id, finder.user.id].sort());
    const [today] = await db.select().from(siteAnalytics).where(eq(siteAnalytics.date, analyticsDay()));
    expect(today).toMatchObject({ paymentsCompleted: 1, itemsClaimed: 1 });

    // Nothing is paid out before the hand-over is confirmed.
    await t.app.ctx.jobs.runDueJobs();
    expect((await t.simulator.state()).b2c).toHaveLength(0);

    const confirm = await t.request({ method: 'POST', url: `/api/payments/${id}/confirm-receipt`, token: claimer.token });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().payment).toMatchObject({ payoutStatus: 'queued', receiptConfirmedAt: expect.any(String) });
    const [completedItem] = await db.select().from(items).where(eq(items.id, item.id));
    expect(completedItem.status).toBe('completed');
    expect(completedItem.completedAt).toBeInstanceOf(Date);

    const paid = await settleUntil(t, id, (p) => p.finderPaid);
    const b2c = (await t.simulator.state()).b2c;
    expect(b2c).toHaveLength(1);
    expect(b2c[0]).toMatchObject({ amount: 100, msisdn: finder.user.phone.slice(1), originatorConversationId: `okota-payout-${id}-1` });
    expect(paid).toMatchObject({ payoutStatus: 'paid', finderTransactionId: b2c[0].result!.receipt, payoutError: null });
    expect(paid.finderPaidAt).toBeInstanceOf(Date);
    const payoutNote = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, finder.user.id), eq(notifications.type, 'payout')));
    expect(payoutNote.some((n) => n.title === 'Reward sent to your M-Pesa')).toBe(true);

    const finderList = (await t.request({ method: 'GET', url: '/api/payments', token: finder.token })).json();
    expect(finderList.payments[0]).toMatchObject({ id, role: 'finder', itemTitle: item.title, payoutStatus: 'paid', finderPaid: true, phoneNumber: null });
    expect(finderList.totals.asFinder).toEqual({ totalEarned: 100, itemsClaimed: 1, averagePerItem: 100, paidOut: 100 });
  });

  it('completes a payment whose callback never comes, when the dialog verifies after 30 s', async () => {
    const { claimer, item } = await approvedClaim(t);
    const started = await initiate(t, claimer.token, item.id, '0700000000');
    const id = started.json().payment.id;
    const checkout = (await paymentRow(t, id)).mpesaCheckoutRequestId!;
    await waitFor(async () => (await t.simulator.state()).stk.find((s) => s.checkoutRequestId === checkout)?.result);
    await t.app.ctx.jobs.runDueJobs();
    expect((await paymentRow(t, id)).status).toBe('pending');

    const early = await t.request({ method: 'GET', url: `/api/payments/${id}/verify`, token: claimer.token });
    expect(early.json()).toMatchObject({ verified: false, status: 'pending' });

    await t.app.ctx.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 31_000) })
      .where(eq(payments.id, id));
    const late = await t.request({ method: 'GET', url: `/api/payments/${id}/verify`, token: claimer.token });
    expect(late.json()).toMatchObject({ verified: true, status: 'completed' });
    expect((await paymentRow(t, id)).mpesaTransactionId).toBeNull();
  });

  it('settles a payment whose callback was lost even when nobody polls: the reconcile job asks Daraja', async () => {
    const { claimer, item } = await approvedClaim(t);
    await t.simulator.nextCallback('drop');
    const id = (await initiate(t, claimer.token, item.id)).json().payment.id;
    const checkout = (await paymentRow(t, id)).mpesaCheckoutRequestId!;
    await waitFor(async () => (await t.simulator.state()).stk.find((s) => s.checkoutRequestId === checkout)?.result);
    await t.app.ctx.jobs.runDueJobs();
    expect((await paymentRow(t, id)).status).toBe('pending');

    await t.app.ctx.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 2 * 60_000) })
      .where(eq(payments.id, id));
    await t.app.ctx.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.type, reconcilePendingJob.id));
    await t.app.ctx.jobs.runDueJobs();
    expect(await paymentRow(t, id)).toMatchObject({ status: 'completed', payoutStatus: 'held' });
  });
});
