/**
 * A second tap on Pay after the first prompt went quiet (its callback lost): initiating decides
 * from the stored state and never settles a payment itself (docs/decisions/0279). The pending
 * payment is answered as waiting, with no second push; verify (which the dialog polls) asks
 * M-Pesa and records the answer, and only then does a new tap push again, or refuse a paid item.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments } from '../../../db/schema';
import type { LoopbackApp } from '../../../integrations/daraja/simulator/loopback.test-support';
import { approvedClaim, initiate, paymentRow, useLoopbackApp, waitFor } from '../payments.test-support';

const CANCELLED = '0700001032';
const PAID_WITHOUT_CALLBACK = '0700000000';

describe('a second initiation after the prompt went quiet', () => {
  let t: LoopbackApp;
  useLoopbackApp((app) => (t = app));

  /** The first push, its result reached at M-Pesa but its callback dropped, and the payment 40 s old. */
  async function quietPrompt(phone: string) {
    const { claimer, item } = await approvedClaim(t);
    await t.simulator.nextCallback('drop');
    const id = (await initiate(t, claimer.token, item.id, phone)).json().payment.id as number;
    const checkout = (await paymentRow(t, id)).mpesaCheckoutRequestId!;
    await waitFor(async () => (await t.simulator.state()).stk.find((s) => s.checkoutRequestId === checkout)?.result);
    await t.app.ctx.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 40_000) })
      .where(eq(payments.id, id));
    return { claimer, item, id };
  }

  it('answers the same payment as waiting, without asking M-Pesa or pushing again; once verify records the cancel, a tap pushes anew', async () => {
    const { claimer, item, id } = await quietPrompt(CANCELLED);

    const again = await initiate(t, claimer.token, item.id, CANCELLED);
    expect(again.statusCode).toBe(200);
    expect(again.json().payment).toMatchObject({ id, status: 'pending' });
    expect(again.json().message).toContain('already waiting on your phone');
    expect((await paymentRow(t, id)).status).toBe('pending');
    expect((await t.simulator.state()).stk).toHaveLength(1);

    const verify = await t.request({ method: 'GET', url: `/api/payments/${id}/verify`, token: claimer.token });
    expect(verify.json()).toMatchObject({ status: 'failed', resultCode: '1032' });

    const fresh = await initiate(t, claimer.token, item.id, CANCELLED);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().payment.id).not.toBe(id);
    expect(fresh.json().message).toContain('Check your phone');
    expect((await t.simulator.state()).stk).toHaveLength(2);
  });

  it('never completes a payment itself: money M-Pesa took is recorded by verify, and the next tap is refused as paid', async () => {
    const { claimer, item, id } = await quietPrompt(PAID_WITHOUT_CALLBACK);

    const again = await initiate(t, claimer.token, item.id, PAID_WITHOUT_CALLBACK);
    expect(again.statusCode).toBe(200);
    expect(again.json().payment).toMatchObject({ id, status: 'pending' });
    expect((await paymentRow(t, id)).status).toBe('pending');

    const verify = await t.request({ method: 'GET', url: `/api/payments/${id}/verify`, token: claimer.token });
    expect(verify.json()).toMatchObject({ verified: true, status: 'completed' });

    const paid = await initiate(t, claimer.token, item.id, PAID_WITHOUT_CALLBACK);
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toMatchObject({ code: 'PAYMENT_ALREADY_PAID' });
    expect((await t.simulator.state()).stk).toHaveLength(1);
  });
});
