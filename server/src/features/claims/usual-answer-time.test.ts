import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createClaim, createItem, createUser } from '../../../test/factories';
import { decide, itemWithFinder, newUser, submit } from './claims.test-support';

const HOUR = 60 * 60 * 1000;

describe('GET /api/items/{id}/verification/{userId}: how long finders usually take', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const status = (itemId: number, userId: string, token: string) => t.request({ method: 'GET', url: `/api/items/${itemId}/verification/${userId}`, token });

  /** `count` claims decided `hours` after they were made, each on its own item. */
  async function decidedClaims(count: number, hours: number, options: { status?: 'approved' | 'rejected'; itemStatus?: string } = {}) {
    const db = t.app.ctx.db;
    const finder = await createUser(db, { role: 'finder' });
    const claimer = await createUser(db);
    for (let i = 0; i < count; i += 1) {
      const item = await createItem(db, finder.user.id, { status: options.itemStatus ?? 'available' });
      const createdAt = new Date(Date.now() - 200 * HOUR);
      const decidedAt = new Date(createdAt.getTime() + hours * HOUR);
      await createClaim(
        db,
        item.id,
        claimer.user.id,
        options.status === 'rejected'
          ? { status: 'rejected', createdAt, updatedAt: decidedAt }
          : { status: 'approved', createdAt, verifiedAt: decidedAt, updatedAt: decidedAt },
      );
    }
  }

  async function waitingClaim() {
    const { item } = await itemWithFinder(t);
    const owner = await newUser(t);
    expect((await submit(t, item.id, owner.token)).statusCode).toBe(201);
    return { item, owner };
  }

  it('is hidden until 20 claims were decided, then is the median in whole hours', async () => {
    await decidedClaims(9, 2);
    // Claims closed because their item was withdrawn were never answered by a finder: not counted.
    await decidedClaims(30, 90, { status: 'rejected', itemStatus: 'removed' });
    const { item, owner } = await waitingClaim();
    expect((await status(item.id, owner.user.id, owner.token)).json()).toMatchObject({ status: 'pending', usualAnswerHours: null });

    await decidedClaims(6, 5, { status: 'rejected' });
    await decidedClaims(6, 30);
    // 21 decided: 9 at 2 h, 6 at 5 h, 6 at 30 h; the 11th is 5 h.
    const res = await status(item.id, owner.user.id, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'pending', usualAnswerHours: 5 });
  });

  it('is said only while the claim waits, and counts decisions made through the API', async () => {
    const { item, owner } = await waitingClaim();
    const waiting = (await status(item.id, owner.user.id, owner.token)).json();
    expect(waiting.usualAnswerHours).toEqual(expect.any(Number));

    const { finder } = await itemWithFinder(t);
    const finderItem = await createItem(t.app.ctx.db, finder.user.id);
    const other = await newUser(t);
    const claim = await createClaim(t.app.ctx.db, finderItem.id, other.user.id, { createdAt: new Date(Date.now() - 100 * HOUR) });
    expect((await decide(t, claim.id, finder.token, { status: 'approved' })).statusCode).toBe(200);
    const approved = (await status(finderItem.id, other.user.id, other.token)).json();
    expect(approved).toMatchObject({ status: 'approved', usualAnswerHours: null });
  });
});
