import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createClaim, createItem, createUser } from '../../../test/factories';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/** A payment for its own item and claim, in any status. */
async function pay(
  db: Database,
  options: {
    finderId: string;
    claimerId: string;
    status: 'pending' | 'completed' | 'failed' | 'refunded';
    amount: number;
    finderAmount: number;
    createdAt: Date;
    title?: string;
    payoutStatus?: 'held' | 'paid';
  },
) {
  const item = await createItem(db, options.finderId, { title: options.title ?? 'Black leather wallet', createdAt: daysAgo(60) });
  const claim = await createClaim(db, item.id, options.claimerId, { status: 'approved' });
  const [payment] = await db
    .insert(payments)
    .values({
      itemId: item.id,
      claimId: claim.id,
      claimerId: options.claimerId,
      finderId: options.finderId,
      amount: options.amount,
      finderAmount: options.finderAmount,
      platformAmount: options.amount - options.finderAmount,
      phoneNumber: '+254708374149',
      status: options.status,
      createdAt: options.createdAt,
      // A refunded payment was received first, and its payout closed (payments_payout_or_refund_check).
      completedAt: options.status === 'completed' || options.status === 'refunded' ? options.createdAt : null,
      ...(options.status === 'refunded' ? { payoutStatus: 'refunded' } : {}),
      ...(options.payoutStatus ? { payoutStatus: options.payoutStatus, finderPaid: options.payoutStatus === 'paid' } : {}),
    })
    .returning();
  return { item, payment };
}

describe('GET /api/profile/summary', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const summary = (token?: string) => t.request({ method: 'GET', url: '/api/profile/summary', token });

  it('answers 401 to a guest', async () => {
    expect((await summary()).statusCode).toBe(401);
  });

  it('is empty for a new user', async () => {
    const { token } = await createUser(t.app.ctx.db);
    const res = await summary(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      stats: { itemsPosted: 0, itemsClaimed: 0, earnedAsFinder: 0, spentAsClaimer: 0 },
      recentItems: [],
      recentTransactions: [],
    });
  });

  it("counts only the caller's completed payments, and lists the caller's latest items and transactions", async () => {
    const db = t.app.ctx.db;
    const me = await createUser(db);
    const other = await createUser(db);
    const stranger = await createUser(db);

    // As a finder: one completed payment paid out counts; pending, failed and refunded ones do not,
    // nor a completed one whose payout has not arrived (issue 25).
    await pay(db, {
      finderId: me.user.id,
      claimerId: other.user.id,
      status: 'completed',
      amount: 150,
      finderAmount: 100,
      createdAt: daysAgo(9),
      title: 'Green umbrella',
      payoutStatus: 'paid',
    });
    await pay(db, {
      finderId: me.user.id,
      claimerId: stranger.user.id,
      status: 'completed',
      amount: 150,
      finderAmount: 100,
      createdAt: daysAgo(10),
      title: 'Held payout',
      payoutStatus: 'held',
    });
    await pay(db, { finderId: me.user.id, claimerId: other.user.id, status: 'pending', amount: 150, finderAmount: 100, createdAt: daysAgo(1) });
    await pay(db, { finderId: me.user.id, claimerId: other.user.id, status: 'failed', amount: 150, finderAmount: 100, createdAt: daysAgo(1) });
    await pay(db, {
      finderId: me.user.id,
      claimerId: other.user.id,
      status: 'refunded',
      amount: 150,
      finderAmount: 100,
      createdAt: daysAgo(8),
      title: 'Refunded keys',
    });
    // As a claimer: one completed payment counts; a failed and a pending attempt do not.
    await pay(db, {
      finderId: other.user.id,
      claimerId: me.user.id,
      status: 'completed',
      amount: 250,
      finderAmount: 180,
      createdAt: daysAgo(7),
      title: 'Blue backpack',
      payoutStatus: 'paid',
    });
    await pay(db, {
      finderId: other.user.id,
      claimerId: me.user.id,
      status: 'failed',
      amount: 150,
      finderAmount: 100,
      createdAt: daysAgo(3),
      title: 'Failed attempt',
    });
    await pay(db, {
      finderId: other.user.id,
      claimerId: me.user.id,
      status: 'pending',
      amount: 150,
      finderAmount: 100,
      createdAt: daysAgo(2),
      title: 'Waiting on M-Pesa',
    });
    // Someone else's money.
    await pay(db, {
      finderId: other.user.id,
      claimerId: stranger.user.id,
      status: 'completed',
      amount: 500,
      finderAmount: 400,
      createdAt: daysAgo(0),
      payoutStatus: 'paid',
    });
    // My newest items, posted after the ones the payments made.
    await createItem(db, me.user.id, { title: 'Red phone case', createdAt: daysAgo(5) });
    await createItem(db, me.user.id, { title: 'National ID card', createdAt: daysAgo(4), images: ['/uploads/items/0123456789abcdef0123456789abcdef.webp'] });
    await createItem(db, me.user.id, { title: 'Car keys', createdAt: daysAgo(2), status: 'claimed', isClaimed: true });

    const res = await summary(me.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.stats).toEqual({ itemsPosted: 8, itemsClaimed: 1, earnedAsFinder: 100, spentAsClaimer: 250 });

    expect(body.recentItems.map((i: { title: string }) => i.title)).toEqual(['Car keys', 'National ID card', 'Red phone case']);
    expect(body.recentItems[0]).toMatchObject({ status: 'claimed', isClaimed: true, imageUrl: null });
    expect(body.recentItems[1].imageUrl).toBe('/uploads/items/0123456789abcdef0123456789abcdef-thumb.webp');

    // A finder never sees the claimer's pending or failed attempts; a claimer sees their own.
    expect(
      body.recentTransactions.map((p: { itemTitle: string; role: string; status: string; amount: number }) => [p.itemTitle, p.role, p.status, p.amount]),
    ).toEqual([
      ['Waiting on M-Pesa', 'claimer', 'pending', 150],
      ['Failed attempt', 'claimer', 'failed', 150],
      ['Blue backpack', 'claimer', 'completed', 250],
    ]);

    const others = (await summary(other.token)).json();
    expect(others.stats).toEqual({ itemsPosted: 4, itemsClaimed: 1, earnedAsFinder: 180 + 400, spentAsClaimer: 150 });
    // The finder's share, not the claimer's total.
    expect(others.recentTransactions[0]).toMatchObject({ role: 'finder', amount: 400, status: 'completed' });
  });
});
