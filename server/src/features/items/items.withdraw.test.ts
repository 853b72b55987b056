import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createClaim, createCompletedPayment, createItem, createUser } from '../../../test/factories';
import { claims, items, notifications } from '../../db/schema';

describe('a finder takes their own listing down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const withdraw = (itemId: number, token: string, reason: unknown = 'owner_found') =>
    t.request({ method: 'POST', url: `/api/items/${itemId}/withdraw`, token, payload: { reason } });

  it('removes the item from search, closes the open claims and tells their claimers in their language', async () => {
    const db = t.app.ctx.db;
    const finder = await createUser(db);
    const [pending, approved] = [await createUser(db, { language: 'sw' }), await createUser(db)];
    const item = await createItem(db, finder.user.id, { title: 'Kitambulisho cha Amina', claimedBy: approved.user.id });
    await createClaim(db, item.id, pending.user.id);
    await createClaim(db, item.id, approved.user.id, { status: 'approved' });

    const res = await withdraw(item.id, finder.token, 'handed_in');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, claimsClosed: 2 });

    const [row] = await db.select().from(items).where(eq(items.id, item.id));
    expect(row).toMatchObject({
      status: 'removed',
      removedBy: finder.user.id,
      claimedBy: null,
      removalReason: 'Withdrawn by the finder: handed to the police or an office',
    });
    expect((await db.select().from(claims).where(eq(claims.itemId, item.id))).map((claim) => claim.status)).toEqual(['rejected', 'rejected']);
    const search = (await t.request({ method: 'GET', url: '/api/items?search=Amina' })).json();
    expect(search.items).toEqual([]);
    expect((await t.request({ method: 'GET', url: `/api/items/${item.id}` })).statusCode).toBe(404);
    // The finder still sees it, marked as their own withdrawal (not an admin's removal).
    expect((await t.request({ method: 'GET', url: `/api/items/${item.id}`, token: finder.token })).json()).toMatchObject({
      status: 'removed',
      removedByFinder: true,
    });

    const bell = (await t.request({ method: 'GET', url: '/api/notifications', token: pending.token })).json().notifications as Array<{
      title: string;
      message: string;
    }>;
    expect(bell[0].title).toBe('Dai limefungwa');
    expect(bell[0].message).toContain('Kitambulisho cha Amina');
    expect((await db.select().from(notifications).where(eq(notifications.userId, approved.user.id))).length).toBe(1);
    // Taking it down twice is refused, and changes nothing.
    expect((await withdraw(item.id, finder.token)).statusCode).toBe(409);
  });

  it('is only for the finder, only for an open item, never while an owner pays, and only with a known reason', async () => {
    const db = t.app.ctx.db;
    const finder = await createUser(db);
    const stranger = await createUser(db);
    const item = await createItem(db, finder.user.id);
    expect((await withdraw(item.id, stranger.token)).statusCode).toBe(403);
    expect((await withdraw(999_999, finder.token)).statusCode).toBe(404);
    for (const reason of ['lost_interest', '', null, 5]) expect((await withdraw(item.id, finder.token, reason)).statusCode, String(reason)).toBe(400);
    expect((await t.request({ method: 'POST', url: `/api/items/${item.id}/withdraw`, payload: { reason: 'other' } })).statusCode).toBe(401);

    // An STK push in flight: the payment decides, the finder cannot pull the item from under it.
    const paying = await createCompletedPayment(db, { status: 'pending', completedAt: null, mpesaTransactionId: null });
    await db.update(items).set({ status: 'available' }).where(eq(items.id, paying.item.id));
    const refused = await withdraw(paying.item.id, paying.finder.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('An owner is paying for this item: arrange the hand-over instead.');
    const [still] = await db.select().from(items).where(eq(items.id, paying.item.id));
    expect(still.status).toBe('available');

    const paid = await createCompletedPayment(db);
    await db.update(items).set({ status: 'claimed' }).where(eq(items.id, paid.item.id));
    expect((await withdraw(paid.item.id, paid.finder.token)).statusCode).toBe(409);
  });
});
