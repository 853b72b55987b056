/**
 * Issue 25: the profile showed a finder's payment as "Completed" while their KSh 100 waited for a
 * verified number. Each latest transaction now carries the payout's state, so the page can say
 * "KSh 100 waiting for your number" until M-Pesa confirms.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createCompletedPayment } from '../../../test/factories';
import { payments } from '../../db/schema';

describe('GET /api/profile/summary: the payout of each transaction', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const summary = async (token: string) => (await t.request({ method: 'GET', url: '/api/profile/summary', token })).json();
  const latest = async (token: string) => (await summary(token)).recentTransactions[0];

  it('tells the finder where their payout stands, from waiting for the number to paid', async () => {
    const { finder, payment } = await createCompletedPayment(t.app.ctx.db, { payoutStatus: 'awaiting_phone' });
    expect(await latest(finder.token)).toMatchObject({ role: 'finder', status: 'completed', amount: 100, payoutStatus: 'awaiting_phone' });
    // Not earned until it arrives.
    expect((await summary(finder.token)).stats.earnedAsFinder).toBe(0);

    await t.app.ctx.db.update(payments).set({ payoutStatus: 'paid', finderPaid: true, finderPaidAt: new Date() }).where(eq(payments.id, payment.id));
    expect(await latest(finder.token)).toMatchObject({ role: 'finder', payoutStatus: 'paid' });
    expect((await summary(finder.token)).stats.earnedAsFinder).toBe(100);
  });
});
