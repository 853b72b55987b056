import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { items, jobs, notifications } from '../../../db/schema';
import type { LoopbackApp } from '../../../integrations/daraja/simulator/loopback.test-support';
import { TEST_CALLBACK_SECRET, approvedClaim, initiate, paymentRow, settleUntil, useLoopbackApp, waitFor } from '../payments.test-support';

const stkCallback = (checkoutRequestId: string, amount: number, phone: number, receipt = 'QWE1RTY2UI') => ({
  Body: {
    stkCallback: {
      MerchantRequestID: '1234-5678-90',
      CheckoutRequestID: checkoutRequestId,
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      CallbackMetadata: {
        Item: [
          { Name: 'Amount', Value: amount },
          { Name: 'MpesaReceiptNumber', Value: receipt },
          { Name: 'Balance' },
          { Name: 'TransactionDate', Value: 20260101120000 },
          { Name: 'PhoneNumber', Value: phone },
        ],
      },
    },
  },
});

describe('the STK callback endpoint', () => {
  let t: LoopbackApp;
  const hook = `/api/payments/hooks/${TEST_CALLBACK_SECRET}/stk`;
  useLoopbackApp((app) => (t = app));

  const post = (payload: object, url = hook) => t.request({ method: 'POST', url, payload });
  /** Runs the callback jobs as often as they would retry, as if the minutes had passed. */
  const runCallbackJobsToTheEnd = async () => {
    for (let i = 0; i < 6; i++) {
      await t.app.ctx.db
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 1000) })
        .where(eq(jobs.status, 'pending'));
      await t.app.ctx.jobs.runDueJobs();
    }
  };

  it('answers Daraja at once with Accepted, before any processing', async () => {
    const res = await post(stkCallback('ws_CO_NEVER_ISSUED', 150, 254708374149));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
  });

  it('a wrong secret in the path is an unknown route, and a malformed body is refused', async () => {
    const wrong = await post(stkCallback('ws_CO_1', 150, 254708374149), '/api/payments/hooks/guess/stk');
    expect(wrong.statusCode).toBe(404);
    const malformed = await post({ Body: { nothing: true } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().ResultCode).toBe(1);
  });

  it('a forged callback for a CheckoutRequestID the simulator never issued marks nothing', async () => {
    const { claimer, item } = await approvedClaim(t);
    await t.simulator.setDelay(60_000);
    const id = (await initiate(t, claimer.token, item.id, '0708374149')).json().payment.id;
    expect((await post(stkCallback('ws_CO_01012026120000000708374149', 150, 254708374149))).statusCode).toBe(200);
    await runCallbackJobsToTheEnd();
    expect(await paymentRow(t, id)).toMatchObject({ status: 'pending', mpesaTransactionId: null });
    const [row] = await t.app.ctx.db.select().from(items).where(eq(items.id, item.id));
    expect(row.status).toBe('available');
  });

  it('a forged success callback for a real, unpaid CheckoutRequestID marks nothing: the STK query says it is still processing', async () => {
    const { claimer, item } = await approvedClaim(t);
    await t.simulator.setDelay(60_000);
    const id = (await initiate(t, claimer.token, item.id, '0711000111')).json().payment.id;
    const payment = await paymentRow(t, id);
    await post(stkCallback(payment.mpesaCheckoutRequestId!, 150, 254711000111));
    await runCallbackJobsToTheEnd();
    expect(await paymentRow(t, id)).toMatchObject({ status: 'pending', mpesaTransactionId: null });
    expect((await t.simulator.state()).stats.stkQuery).toBeGreaterThanOrEqual(1);
  });

  it('a forged success callback for a payment Daraja says failed cannot complete it', async () => {
    const { claimer, item } = await approvedClaim(t);
    await t.simulator.nextCallback('drop');
    const id = (await initiate(t, claimer.token, item.id, '0700001032')).json().payment.id;
    const payment = await paymentRow(t, id);
    await waitFor(async () => (await t.simulator.state()).stk.find((s) => s.checkoutRequestId === payment.mpesaCheckoutRequestId)?.result);
    await post(stkCallback(payment.mpesaCheckoutRequestId!, 150, 254700001032));
    const settled = await settleUntil(t, id, (p) => p.status !== 'pending');
    expect(settled).toMatchObject({ status: 'failed', resultCode: '1032', mpesaTransactionId: null });
  });

  it('the same callback delivered twice, and once more much later, changes nothing', async () => {
    const { claimer, finder, item } = await approvedClaim(t);
    await t.simulator.nextCallback('duplicate');
    const id = (await initiate(t, claimer.token, item.id)).json().payment.id;
    const first = await settleUntil(t, id, (p) => p.status === 'completed');
    const checkout = first.mpesaCheckoutRequestId!;
    await waitFor(async () => (await t.simulator.state()).stk.find((s) => s.checkoutRequestId === checkout)?.callbacksSent === 2);
    await t.simulator.resendStk(checkout);
    await runCallbackJobsToTheEnd();
    const after = await paymentRow(t, id);
    expect(after).toEqual({ ...first, updatedAt: after.updatedAt });
    expect(after.completedAt).toEqual(first.completedAt);
    const finderNotes = await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, finder.user.id));
    expect(finderNotes.filter((n) => n.type === 'payment')).toHaveLength(1);
  });

  it('a callback whose amount does not match is not believed; Daraja is asked, and its receipt is not taken', async () => {
    const { claimer, item } = await approvedClaim(t);
    await t.simulator.nextCallback('drop');
    const id = (await initiate(t, claimer.token, item.id, '0722000222')).json().payment.id;
    const payment = await paymentRow(t, id);
    await waitFor(async () => (await t.simulator.state()).stk.find((s) => s.checkoutRequestId === payment.mpesaCheckoutRequestId)?.result);
    await post(stkCallback(payment.mpesaCheckoutRequestId!, 1, 254722000222, 'FAKE123456'));
    const settled = await settleUntil(t, id, (p) => p.status !== 'pending');
    expect(settled.status).toBe('completed');
    expect(settled.mpesaTransactionId).toBeNull();
  });

  it('a late genuine callback lends its receipt to a payment completed by query, never replacing one', async () => {
    const { claimer, item } = await approvedClaim(t);
    await t.simulator.nextCallback('drop');
    const id = (await initiate(t, claimer.token, item.id, '0713000333')).json().payment.id;
    const payment = await paymentRow(t, id);
    const transaction = await waitFor(async () =>
      (await t.simulator.state()).stk.find((s) => s.checkoutRequestId === payment.mpesaCheckoutRequestId && s.result),
    );
    await post({ Body: { stkCallback: { CheckoutRequestID: payment.mpesaCheckoutRequestId, ResultCode: 1032, ResultDesc: 'Request cancelled by user' } } });
    await settleUntil(t, id, (p) => p.status === 'completed');
    await t.simulator.resendStk(payment.mpesaCheckoutRequestId!);
    const withReceipt = await settleUntil(t, id, (p) => p.mpesaTransactionId !== null);
    expect(withReceipt.mpesaTransactionId).toBe(transaction.result!.receipt);
    await post(stkCallback(payment.mpesaCheckoutRequestId!, 150, 254713000333, 'OTHER12345'));
    await runCallbackJobsToTheEnd();
    expect((await paymentRow(t, id)).mpesaTransactionId).toBe(transaction.result!.receipt);
  });
});
