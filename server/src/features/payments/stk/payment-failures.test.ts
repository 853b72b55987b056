import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { items, payments } from '../../../db/schema';
import type { LoopbackApp } from '../../../integrations/daraja/simulator/loopback.test-support';
import { approvedClaim, initiate, paymentRow, settleUntil, useLoopbackApp, successPhone } from '../payments.test-support';

describe('payments that fail', () => {
  let t: LoopbackApp;
  useLoopbackApp((app) => (t = app));

  const cases = [
    { phone: '0700000001', code: '1', reason: 'Insufficient M-Pesa balance', daraja: 'The balance is insufficient for the transaction.' },
    { phone: '0700001032', code: '1032', reason: 'You cancelled the M-Pesa request', daraja: 'Request cancelled by user' },
    { phone: '0700001037', code: '1037', reason: 'Your phone could not be reached', daraja: 'DS timeout user cannot be reached' },
    { phone: '0700002001', code: '2001', reason: 'Wrong M-Pesa PIN', daraja: 'The initiator information is invalid.' },
    { phone: '0700001019', code: '1019', reason: 'expired', daraja: 'Transaction has expired.' },
  ];

  for (const { phone, code, reason, daraja } of cases) {
    it(`result ${code} ends failed with its description, and the item stays unpaid`, async () => {
      const { claimer, item } = await approvedClaim(t);
      const id = (await initiate(t, claimer.token, item.id, phone)).json().payment.id;
      const failed = await settleUntil(t, id, (p) => p.status !== 'pending');
      expect(failed).toMatchObject({ status: 'failed', resultCode: code, mpesaTransactionId: null, payoutStatus: 'none' });
      expect(failed.failureReason).toContain(reason);
      expect(failed.failureReason).toContain(daraja);

      const verify = await t.request({ method: 'GET', url: `/api/payments/${id}/verify`, token: claimer.token });
      expect(verify.json()).toEqual({ verified: false, status: 'failed', resultCode: code, message: failed.failureReason });
      const [row] = await t.app.ctx.db.select().from(items).where(eq(items.id, item.id));
      expect(row.status).toBe('available');
    });
  }

  it('a failed payment may be retried, and the retry can succeed', async () => {
    const { claimer, item } = await approvedClaim(t);
    const first = (await initiate(t, claimer.token, item.id, '0700001032')).json().payment.id;
    await settleUntil(t, first, (p) => p.status === 'failed');
    const retry = await initiate(t, claimer.token, item.id, successPhone());
    expect(retry.statusCode).toBe(200);
    expect(retry.json().payment.id).not.toBe(first);
    await settleUntil(t, retry.json().payment.id, (p) => p.status === 'completed');
  });

  it('a push Daraja refuses marks the payment failed and tells the payer', async () => {
    const { claimer, item } = await approvedClaim(t);
    await t.simulator.forceError({
      endpoint: 'stkpush',
      httpStatus: 500,
      errorCode: '500.003.02',
      errorMessage: 'System is busy. Please try again in few minutes.',
    });
    const res = await initiate(t, claimer.token, item.id);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('M-Pesa could not send the payment request to your phone. Please try again.');
    const list = (await t.request({ method: 'GET', url: '/api/payments', token: claimer.token })).json();
    expect(list.payments[0]).toMatchObject({ status: 'failed', resultCode: '500.003.02' });
  });

  it('a push refused for wrong credentials is a 503 for the payer, not their fault', async () => {
    const { claimer, item } = await approvedClaim(t);
    await t.simulator.forceError({ endpoint: 'stkpush', httpStatus: 500, errorCode: '500.001.1001', errorMessage: '[MerchantValidate] - Wrong credentials' });
    const res = await initiate(t, claimer.token, item.id);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toContain('temporarily unavailable');
  });

  it('a number M-Pesa refuses is a 409 that says so, by its own code', async () => {
    const { claimer, item } = await approvedClaim(t);
    await t.simulator.forceError({ endpoint: 'stkpush', httpStatus: 400, errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid PhoneNumber' });
    const res = await initiate(t, claimer.token, item.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_PHONE_REFUSED', message: expect.stringContaining('did not accept this phone number') });
  });

  it('a phone with another M-Pesa prompt open gets a clear 409', async () => {
    const first = await approvedClaim(t);
    const second = await approvedClaim(t);
    const phone = successPhone();
    await t.simulator.setDelay(5000);
    expect((await initiate(t, first.claimer.token, first.item.id, phone)).statusCode).toBe(200);
    const res = await initiate(t, second.claimer.token, second.item.id, phone);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_PROMPT_ALREADY_OPEN', message: expect.stringContaining('already has an M-Pesa request open') });
  });

  it('a pending payment whose query still says processing stays pending', async () => {
    const { claimer, item } = await approvedClaim(t);
    await t.simulator.setDelay(60_000);
    const id = (await initiate(t, claimer.token, item.id)).json().payment.id;
    await t.app.ctx.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 40_000) })
      .where(eq(payments.id, id));
    const verify = await t.request({ method: 'GET', url: `/api/payments/${id}/verify`, token: claimer.token });
    expect(verify.json()).toMatchObject({ verified: false, status: 'pending' });
    expect((await paymentRow(t, id)).status).toBe('pending');
  });
});
