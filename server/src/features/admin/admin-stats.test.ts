/** The dashboard numbers against a data set whose answers are known. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createClaim, createCompletedPayment, createItem, createUser } from '../../../test/factories';
import { eq } from 'drizzle-orm';
import { items, reports } from '../../db/schema';
import { countEvent } from '../../lib/analytics';
import { createActors } from './admin.test-support';

describe('stats, dashboard and analytics', () => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.ctx.db;
    const actors = await createActors(t);
    adminToken = actors.admin.token;
    // Items: 2 available (1 of them hidden), 1 claimed by payment, 1 completed, 1 removed.
    await createItem(db, actors.finder.user.id, { title: 'Available one' });
    const hidden = await createItem(db, actors.finder.user.id, { title: 'Hidden one', isHidden: true, hiddenReason: 'Spam' });
    const paid = await createCompletedPayment(db, { amount: 250, finderAmount: 200, platformAmount: 50 });
    await db.update(items).set({ status: 'claimed', isClaimed: true }).where(eq(items.id, paid.item.id));
    await createItem(db, actors.finder.user.id, { title: 'Completed one', status: 'completed' });
    await createItem(db, actors.finder.user.id, { title: 'Removed one', status: 'removed' });
    await createClaim(db, hidden.id, actors.claimer.user.id);
    await createUser(db, { emailVerified: false });
    await db.insert(reports).values([
      { reporterId: actors.claimer.user.id, targetType: 'item', targetId: String(hidden.id), reason: 'Fake' },
      { reporterId: actors.claimer.user.id, targetType: 'user', targetId: actors.finder.user.id, reason: 'Rude', status: 'dismissed' },
    ]);
    await countEvent(db, 'searchQueries', 4);
    await countEvent(db, 'itemViews', 7);
    await countEvent(db, 'newRegistrations', 2);
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.request({ method: 'GET', url, token: adminToken });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('counts users and items, leaving removed items out of the totals', async () => {
    // Users: seeded admin, 3 actors, finder and claimer of the payment, 1 pending = 7.
    expect(await get('/api/admin/stats')).toEqual({
      totalUsers: 7,
      totalItems: 4,
      activeItems: 1,
      claimedItems: 2,
      hiddenItems: 1,
      successRate: 50,
    });
  });

  it('fills the dashboard with real pending actions, activity and a 30-day series', async () => {
    const dashboard = await get('/api/admin/dashboard');
    expect(dashboard).toMatchObject({
      totalUsers: 7,
      totalItems: 4,
      claimedItems: 2,
      successRate: 50,
      platformRevenue: 50,
      totalPayments: 1,
      // The payment's own approved claim is not pending; the claim on the hidden item is.
      pendingVerifications: 1,
      pendingUsers: 1,
      openReports: 1,
    });
    expect(dashboard.activeUsers).toBeGreaterThanOrEqual(5);
    expect(dashboard.recentActivity).toHaveLength(5);
    const times = dashboard.recentActivity.map((a: { timestamp: string }) => Date.parse(a.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // The two reports were filed last (in one statement, so either may come first).
    expect(
      dashboard.recentActivity
        .slice(0, 2)
        .map((a: { description: string }) => a.description)
        .sort(),
    ).toEqual(['New report on a user', 'New report on an item']);

    expect(dashboard.series).toHaveLength(30);
    const today = dashboard.series.at(-1);
    expect(today).toEqual({ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), posts: 5, claims: 2, payments: 1 });
    expect(dashboard.series.slice(0, 29).every((d: { posts: number }) => d.posts === 0)).toBe(true);
  });

  it('reports analytics totals and the last 7 days with zeros for quiet days', async () => {
    const analytics = await get('/api/admin/analytics');
    expect(analytics.totals).toMatchObject({ totalSearchQueries: 4, totalItemViews: 7, totalNewRegistrations: 2, totalPageViews: 0 });
    expect(analytics.dailyData).toHaveLength(7);
    expect(analytics.dailyData.at(-1)).toMatchObject({ searchQueries: 4, itemViews: 7 });
    expect(analytics.dailyData.slice(0, 6).every((d: { itemViews: number }) => d.itemViews === 0)).toBe(true);
    const dates = analytics.dailyData.map((d: { date: string }) => d.date);
    expect([...dates].sort()).toEqual(dates);
  });
});
