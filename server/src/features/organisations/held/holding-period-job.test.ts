/**
 * Holding periods (docs/decisions/0241), the job called with a later "now": the desk is reminded
 * once a week before the end (bell and SMS in our words), then an open item leaves search, its
 * open claims close and its document number's hash goes; an item an owner pays for stays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { createClaim, createUser, firstCategoryId } from '../../../../test/factories';
import { claims, heldItems, itemDocumentNumbers, items, jobs, notifications, payments, smsMessages } from '../../../db/schema';
import { createOrganisationWithDesk, heldItemFields } from './held.test-support';
import { HOLDING_ENDED_REASON, holdingPeriodJob, runHoldingPeriods } from './holding-period-job';

const DAY_MS = 24 * 60 * 60 * 1000;
const later = (days: number) => new Date(Date.now() + days * DAY_MS);

describe('holding periods', () => {
  let t: TestApp;
  let documents: number;
  beforeAll(async () => {
    t = await createTestApp();
    documents = await firstCategoryId(t.app.ctx.db, 'Documents');
  });
  afterAll(() => t.close());

  it('is a recurring job of the queue', async () => {
    await t.app.ctx.jobs.runDueJobs();
    const rows = await t.app.ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `every:${holdingPeriodJob.id}`));
    expect(rows).toHaveLength(1);
    expect(rows[0].runAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('reminds every member once, a week before the end, then ends an open item: out of search, claims closed, number forgotten', async () => {
    const db = t.app.ctx.db;
    const { organisation, desk, manager } = await createOrganisationWithDesk(db, { holdingDaysDocuments: 20 });
    const res = await t.request({
      method: 'POST',
      url: `/api/organisations/${organisation.id}/items`,
      token: desk.token,
      payload: heldItemFields({ title: 'National ID Holdingperiod', categoryId: documents, verificationQuestion1: '', documentNumber: '11223344' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const itemId = res.json().id as number;
    const claimer = await createUser(db);
    await createClaim(db, itemId, claimer.user.id);

    // Not yet due: 12 days on, 8 remain.
    expect(await runHoldingPeriods(t.app.ctx, later(12))).toEqual({ reminded: 0, expired: 0 });
    expect(await runHoldingPeriods(t.app.ctx, later(14))).toEqual({ reminded: 1, expired: 0 });
    expect(await runHoldingPeriods(t.app.ctx, later(15))).toEqual({ reminded: 0, expired: 0 });

    const bells = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.itemId, itemId), eq(notifications.kind, 'held_item_expiring')));
    expect(bells.map((bell) => bell.userId).sort()).toEqual([desk.user.id, manager.user.id].sort());
    const sms = await db.select().from(smsMessages).where(eq(smsMessages.kind, 'held_expiring'));
    const texts = sms.filter((row) => [desk.user.phone, manager.user.phone].includes(row.phone)).map((row) => row.text);
    expect(texts).toHaveLength(2);
    for (const text of texts) {
      expect(text).toContain(`/item/${itemId}`);
      // Our words only: the category, never the title the desk typed.
      expect(text).not.toContain('Holdingperiod');
    }
    expect(texts.some((text) => text.includes('Vitambulisho na hati'))).toBe(true);
    const [reminded] = await db.select().from(heldItems).where(eq(heldItems.itemId, itemId));
    expect(reminded.remindedAt).not.toBeNull();

    expect(await runHoldingPeriods(t.app.ctx, later(21))).toEqual({ reminded: 0, expired: 1 });
    const [item] = await db.select().from(items).where(eq(items.id, itemId));
    expect(item).toMatchObject({ status: 'removed', removalReason: HOLDING_ENDED_REASON, removedBy: null });
    const [expired] = await db.select().from(heldItems).where(eq(heldItems.itemId, itemId));
    expect(expired.expiredAt).not.toBeNull();
    expect(await db.select().from(itemDocumentNumbers).where(eq(itemDocumentNumbers.itemId, itemId))).toEqual([]);
    const [claim] = await db.select().from(claims).where(eq(claims.itemId, itemId));
    expect(claim.status).toBe('rejected');
    const [told] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, claimer.user.id), eq(notifications.kind, 'claim_closed_holding_ended')));
    expect(told).toBeDefined();
    expect((await t.request({ method: 'GET', url: '/api/items?search=Holdingperiod' })).json().items).toEqual([]);
    expect((await t.request({ method: 'GET', url: `/api/items/${itemId}` })).statusCode).toBe(404);
    // The desk's list shows it as expired.
    const held = (await t.request({ method: 'GET', url: `/api/organisations/${organisation.id}/held`, token: desk.token })).json().items;
    expect(held[0]).toMatchObject({ id: itemId, status: 'removed' });
    expect(held[0].expiredAt).not.toBeNull();
    // Once ended, a later pass leaves it be.
    expect(await runHoldingPeriods(t.app.ctx, later(40))).toEqual({ reminded: 0, expired: 0 });
  });

  it('leaves an item an owner is paying for, and one already collected', async () => {
    const db = t.app.ctx.db;
    const { organisation, desk } = await createOrganisationWithDesk(db, { holdingDaysOther: 10 });
    const post = async (title: string) =>
      (
        await t.request({
          method: 'POST',
          url: `/api/organisations/${organisation.id}/items`,
          token: desk.token,
          payload: heldItemFields({ title }),
        })
      ).json().id as number;
    const paying = await post('Phone being paid for');
    const collected = await post('Phone already collected');
    const claimer = await createUser(db);
    const claim = await createClaim(db, paying, claimer.user.id, { status: 'approved', verifiedAt: new Date() });
    await db.insert(payments).values({
      claimId: claim.id,
      itemId: paying,
      claimerId: claimer.user.id,
      finderId: desk.user.id,
      amount: 120,
      platformAmount: 20,
      finderAmount: 100,
      phoneNumber: claimer.user.phone,
      status: 'pending',
    });
    await db.update(items).set({ status: 'completed' }).where(eq(items.id, collected));

    expect(await runHoldingPeriods(t.app.ctx, later(30))).toEqual({ reminded: 0, expired: 0 });
    const rows = await db
      .select()
      .from(items)
      .where(inArray(items.id, [paying, collected]));
    expect(rows.map((row) => row.status).sort()).toEqual(['available', 'completed']);
    expect(
      (
        await db
          .select()
          .from(heldItems)
          .where(inArray(heldItems.itemId, [paying, collected]))
      ).every((row) => row.expiredAt === null),
    ).toBe(true);
  });
});
