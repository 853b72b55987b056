import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createCompletedPayment } from '../../../test/factories';
import { completePendingPayment, failPendingPayment } from './stk/payment-lifecycle';
import { openPayoutDispute, takePayoutForSending } from './payouts/payout-lifecycle';
import { markRefunded, receiveForRefund, startRefund } from './refunds/refund-lifecycle';

/**
 * The three money lifecycles (docs/decisions/0251): a transition asked of a payment in a state it
 * does not start from answers "did not move" and writes nothing, not even half of a two-column move.
 */
describe('a money transition from a wrong state writes nothing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const row = async (id: number) => (await t.app.ctx.db.select().from(payments).where(eq(payments.id, id)))[0];
  const states = async (id: number) => {
    const { status, payoutStatus, updatedAt } = await row(id);
    return { status, payoutStatus, updatedAt: updatedAt.getTime() };
  };

  it('a completed payment neither fails nor completes again, nor is received for a refund', async () => {
    const { payment } = await createCompletedPayment(t.app.ctx.db);
    const before = await states(payment.id);
    const db = t.app.ctx.db;
    expect(await failPendingPayment(db, payment.id, { resultCode: '1', reason: 'late failure' })).toBeUndefined();
    expect(await db.transaction((tx) => completePendingPayment(tx, { paymentId: payment.id, receipt: null, now: new Date() }))).toBeUndefined();
    expect(await db.transaction((tx) => receiveForRefund(tx, { paymentId: payment.id, receipt: null, reason: 'already_paid' }))).toBeUndefined();
    expect(await markRefunded(db, { paymentId: payment.id, attemptId: 'okota-refund-1-1', transactionId: null, refundedAt: new Date() })).toBeUndefined();
    expect(await states(payment.id)).toEqual(before);
  });

  it('a held payout is not sent before it is queued, and a queued one cannot be disputed', async () => {
    const { payment: held } = await createCompletedPayment(t.app.ctx.db, { payoutDueAt: new Date(Date.now() + 3_600_000) });
    const { payment: queued } = await createCompletedPayment(t.app.ctx.db, { payoutStatus: 'queued', payoutDueAt: new Date(Date.now() + 3_600_000) });
    const [heldBefore, queuedBefore] = [await states(held.id), await states(queued.id)];
    expect(await takePayoutForSending(t.app.ctx.db, held.id)).toBeUndefined();
    expect(await t.app.ctx.db.transaction((tx) => openPayoutDispute(tx, { paymentId: queued.id, reason: 'no show', now: new Date() }))).toBeUndefined();
    expect([await states(held.id), await states(queued.id)]).toEqual([heldBefore, queuedBefore]);
  });

  it('a refund cannot start once a payout request left, and starts whole from a dispute', async () => {
    const { payment: sent } = await createCompletedPayment(t.app.ctx.db, {
      payoutStatus: 'processing',
      payoutAttempts: 1,
      payoutOriginatorId: `okota-payout-sent-${Date.now()}`,
    });
    const before = await states(sent.id);
    const refusing = await t.app.ctx.db.transaction((tx) => startRefund(tx, { paymentId: sent.id, reason: 'dispute', from: ['held', 'disputed'] }));
    expect(refusing).toBeUndefined();
    expect(await states(sent.id)).toEqual(before);

    const { payment: disputed } = await createCompletedPayment(t.app.ctx.db, { payoutStatus: 'disputed' });
    const refunding = await t.app.ctx.db.transaction((tx) => startRefund(tx, { paymentId: disputed.id, reason: 'dispute', from: ['disputed'] }));
    expect(refunding).toMatchObject({ status: 'refund_pending', payoutStatus: 'refunded', refundReason: 'dispute' });
  });
});
