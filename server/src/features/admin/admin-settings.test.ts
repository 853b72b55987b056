import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createCompletedPayment } from '../../../test/factories';
import { createActors, latestAudit } from './admin.test-support';

const FINDER_MESSAGE = 'Finder amount must be between KSh 50 and KSh 500.';
const PLATFORM_MESSAGE = 'Platform amount must be between KSh 10 and KSh 200.';

describe('fee settings', () => {
  let t: TestApp;
  let admin: { token: string; user: { id: string } };

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin } = await createActors(t));
  });
  afterAll(() => t.close());

  const fees = async () => (await t.request({ method: 'GET', url: '/api/public/fees' })).json();
  const viaPost = (key: string, value: unknown) => t.request({ method: 'POST', url: '/api/admin/settings', token: admin.token, payload: { key, value } });
  const viaPut = (key: string, value: unknown) =>
    t.request({ method: 'PUT', url: `/api/admin/settings/${key}`, token: admin.token, payload: { value, description: 'changed in a test' } });

  const cases = [
    { key: 'finder_amount', field: 'finderAmount', refused: [49, 501], accepted: [50, 500], message: FINDER_MESSAGE },
    { key: 'platform_amount', field: 'platformAmount', refused: [9, 201], accepted: [10, 200], message: PLATFORM_MESSAGE },
  ] as const;

  for (const [callName, call] of [
    ['POST /api/admin/settings', viaPost],
    ['PUT /api/admin/settings/{key}', viaPut],
  ] as const) {
    for (const c of cases) {
      it(`${callName} refuses ${c.key} of ${c.refused.join(' and ')} with the documented message and changes nothing`, async () => {
        const before = await fees();
        for (const value of c.refused) {
          const res = await call(c.key, value);
          expect(res.statusCode).toBe(400);
          expect(res.json().message).toBe(c.message);
        }
        expect(await fees()).toEqual(before);
      });

      it(`${callName} accepts ${c.key} of ${c.accepted.join(' and ')}, and /api/public/fees shows it at once`, async () => {
        for (const value of c.accepted) {
          const res = await call(c.key, value);
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json().message).toBe('Payment settings have been updated successfully.');
          const now = await fees();
          expect(now[c.field]).toBe(value);
          expect(now.totalFee).toBe(now.finderAmount + now.platformAmount);
        }
      });
    }
  }

  it('takes a number typed as text, and refuses fractions, words and unknown keys', async () => {
    expect((await viaPost('finder_amount', '120')).statusCode).toBe(200);
    expect((await fees()).finderAmount).toBe(120);
    expect((await viaPost('finder_amount', 99.5)).json().message).toBe(FINDER_MESSAGE);
    expect((await viaPut('finder_amount', 'a lot')).json().message).toBe(FINDER_MESSAGE);
    const unknown = await viaPost('support_phone', 100);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown setting');
    expect((await fees()).finderAmount).toBe(120);
  });

  it('records who changed the fee, from what and to what', async () => {
    await viaPost('finder_amount', 150);
    await viaPut('platform_amount', 60);
    const row = await latestAudit(t);
    expect(row).toMatchObject({ actorId: admin.user.id, action: 'setting.update', targetType: 'setting', targetId: 'platform_amount' });
    expect(row.details).toMatchObject({ to: 60 });
    const settings = (await t.request({ method: 'GET', url: '/api/admin/settings', token: admin.token })).json();
    expect(settings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'finder_amount', value: '150' }),
        expect.objectContaining({ key: 'platform_amount', value: '60', description: 'changed in a test' }),
      ]),
    );
    expect(await fees()).toMatchObject({ finderAmount: 150, platformAmount: 60, totalFee: 210 });
  });
});

describe('payment stats on a known set of payments', () => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = (await createActors(t)).admin.token;
    const db = t.app.ctx.db;
    await createCompletedPayment(db);
    await createCompletedPayment(db, { amount: 250, finderAmount: 200, platformAmount: 50, finderPaid: true, payoutStatus: 'paid' });
    await createCompletedPayment(db, { amount: 130, finderAmount: 100, platformAmount: 30 });
    await createCompletedPayment(db, { status: 'failed', completedAt: null, mpesaTransactionId: null, resultCode: '1032' });
    await createCompletedPayment(db, { status: 'pending', completedAt: null, mpesaTransactionId: null, payoutStatus: 'none' });
  });
  afterAll(() => t.close());

  it('counts only completed payments, and the money adds up', async () => {
    const res = await t.request({ method: 'GET', url: '/api/admin/payment-stats', token: adminToken });
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats).toMatchObject({
      totalPayments: 3,
      platformRevenue: 50 + 50 + 30,
      finderPayments: 100 + 200 + 100,
      totalCollected: 150 + 250 + 130,
      finderPaidOut: 200,
      pendingPayments: 1,
      failedPayments: 1,
      // 3 completed out of 4 that reached an outcome; the pending one has not yet.
      successRate: 75,
    });
    expect(stats.platformRevenue + stats.finderPayments).toBe(stats.totalCollected);
  });

  it('shows the same revenue and count on the dashboard', async () => {
    const dashboard = (await t.request({ method: 'GET', url: '/api/admin/dashboard', token: adminToken })).json();
    expect(dashboard).toMatchObject({ platformRevenue: 130, totalPayments: 3 });
  });
});
