/**
 * The finder dashboard's "Total Earnings" (issue 25): worked out by `finderStats` from the payments
 * GET /api/payments answers, it counts a payout only once M-Pesa confirmed it, never one held,
 * queued or waiting for the finder's number.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { finderStats } from '@okota/shared';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createCompletedPayment } from '../../../test/factories';
import { payments } from '../../db/schema';

describe('Total Earnings on the finder dashboard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const earningsOf = async (token: string) => {
    const res = await t.request({ method: 'GET', url: '/api/payments', token });
    expect(res.statusCode).toBe(200);
    return finderStats([], res.json().payments).totalEarnings;
  };

  it('stays at 0 while the payout waits, and counts it once M-Pesa paid it', async () => {
    const db = t.app.ctx.db;
    const { finder, payment } = await createCompletedPayment(db, { payoutStatus: 'held' });
    expect(await earningsOf(finder.token)).toBe(0);

    for (const payoutStatus of ['queued', 'awaiting_phone', 'processing', 'failed'] as const) {
      await db.update(payments).set({ payoutStatus }).where(eq(payments.id, payment.id));
      expect(await earningsOf(finder.token), payoutStatus).toBe(0);
    }

    await db
      .update(payments)
      .set({ payoutStatus: 'paid', finderPaid: true, finderPaidAt: new Date(), finderTransactionId: 'RPAYOUT123' })
      .where(eq(payments.id, payment.id));
    expect(await earningsOf(finder.token)).toBe(100);
  });

  it("never counts the owner's side of a payment", async () => {
    const { claimer } = await createCompletedPayment(t.app.ctx.db, { payoutStatus: 'paid', finderPaid: true });
    expect(await earningsOf(claimer.token)).toBe(0);
  });
});
