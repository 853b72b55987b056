import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createClaim } from '../../../test/factories';
import { claims, items, notifications } from '../../db/schema';
import { itemWithFinder, newUser, submit, validClaim } from './claims.test-support';

describe('POST /api/items/{id}/verify', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates a pending claim and tells the finder', async () => {
    const { finder, item } = await itemWithFinder(t);
    const claimer = await newUser(t);
    const res = await submit(t, item.id, claimer.token);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ itemId: item.id, claimerId: claimer.user.id, status: 'pending', answer1: 'Blue card holder' });
    const rows = await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, finder.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'claim', itemId: item.id, claimerId: claimer.user.id, itemTitle: item.title });
  });

  it('refuses a guest with 401', async () => {
    const { item } = await itemWithFinder(t);
    const res = await submit(t, item.id, undefined);
    expect(res.statusCode).toBe(401);
    expect(await t.app.ctx.db.select().from(claims).where(eq(claims.itemId, item.id))).toHaveLength(0);
  });

  it('refuses the finder claiming their own item with 400', async () => {
    const { finder, item } = await itemWithFinder(t);
    const res = await submit(t, item.id, finder.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You cannot claim an item you posted');
  });

  it('refuses a second claim while the first is pending with 409', async () => {
    const { item } = await itemWithFinder(t);
    const claimer = await newUser(t);
    expect((await submit(t, item.id, claimer.token)).statusCode).toBe(201);
    const res = await submit(t, item.id, claimer.token);
    expect(res.statusCode).toBe(409);
    expect(await t.app.ctx.db.select().from(claims).where(eq(claims.itemId, item.id))).toHaveLength(1);
  });

  it('keeps one open claim when the same claimer submits twice at once', async () => {
    const { item } = await itemWithFinder(t);
    const claimer = await newUser(t);
    const results = await Promise.all([submit(t, item.id, claimer.token), submit(t, item.id, claimer.token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses a 4th claim by the same claimer with 429, rejected ones counting', async () => {
    const { item } = await itemWithFinder(t);
    const claimer = await newUser(t);
    await createClaim(t.app.ctx.db, item.id, claimer.user.id, { status: 'rejected' });
    await createClaim(t.app.ctx.db, item.id, claimer.user.id, { status: 'rejected' });
    expect((await submit(t, item.id, claimer.token)).statusCode).toBe(201);
    await t.app.ctx.db.update(claims).set({ status: 'rejected' }).where(eq(claims.itemId, item.id));
    const res = await submit(t, item.id, claimer.token);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('You can submit at most 3 claims for one item');
  });

  it("refuses a claim on an item that has an approved claimer with 409 'Item Has Approved Claimer'", async () => {
    const { item } = await itemWithFinder(t);
    const approved = await newUser(t);
    await createClaim(t.app.ctx.db, item.id, approved.user.id, { status: 'approved', verifiedAt: new Date() });
    await t.app.ctx.db.update(items).set({ claimedBy: approved.user.id }).where(eq(items.id, item.id));
    const other = await newUser(t);
    const res = await submit(t, item.id, other.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Item Has Approved Claimer');
  });

  it('answers 404 for a hidden or missing item', async () => {
    const { item } = await itemWithFinder(t, { isHidden: true });
    const claimer = await newUser(t);
    expect((await submit(t, item.id, claimer.token)).statusCode).toBe(404);
    expect((await submit(t, 999_999, claimer.token)).statusCode).toBe(404);
  });

  it('refuses details under 10 or over 200 characters with the spec messages', async () => {
    const { item } = await itemWithFinder(t);
    const claimer = await newUser(t);
    const short = await submit(t, item.id, claimer.token, { ...validClaim, additionalDetails: 'too short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.additionalDetails).toBe('Description must be at least 10 characters');
    const long = await submit(t, item.id, claimer.token, { ...validClaim, additionalDetails: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.additionalDetails).toBe('Details must be 200 characters or less for security');
  });

  it('removes contact details from every claim field before storing them', async () => {
    const { item } = await itemWithFinder(t);
    const claimer = await newUser(t);
    const res = await submit(t, item.id, claimer.token, {
      answer1: 'Blue, call me on 0712 345 678',
      answer2: 'Write to owner@example.com',
      answer3: 'My whatsapp is +254 712 345 678',
      additionalDetails: 'Text me on 254712345678 or on Telegram',
      description: 'Lost at Kencom, reach me at 0112-345-678 or jane.doe@mail.co.ke',
    });
    expect(res.statusCode).toBe(201);
    const [stored] = await t.app.ctx.db.select().from(claims).where(eq(claims.id, res.json().id));
    expect(stored.answer1).toBe('Blue, [Contact info removed] on [Contact removed]');
    expect(stored.answer2).toBe('Write to [Email removed]');
    expect(stored.answer3).toBe('My [Contact info removed] is [Contact removed]');
    expect(stored.additionalDetails).toBe('[Contact info removed] on [Contact removed] or on [Contact info removed]');
    expect(stored.description).toBe('Lost at Kencom, [Contact info removed] at [Contact removed] or [Email removed]');
  });

  it('removes disguised numbers and spelled-out e-mails too (docs/decisions/0140)', async () => {
    const { item } = await itemWithFinder(t);
    const claimer = await newUser(t);
    const res = await submit(t, item.id, claimer.token, {
      answer1: 'Blue, 07 12/34/56/78',
      answer2: 'Write to jane at gmail dot com',
      answer3: 'Number ０７１２ ３４５ ６７８ or 07l2.345.67O',
      additionalDetails: 'My ID is in it. jane(at)yahoo(dot)com, 712 345 678',
    });
    expect(res.statusCode).toBe(201);
    const [stored] = await t.app.ctx.db.select().from(claims).where(eq(claims.id, res.json().id));
    expect(stored.answer1).toBe('Blue, [Contact removed]');
    expect(stored.answer2).toBe('Write to [Email removed]');
    expect(stored.answer3).toBe('Number [Contact removed] or [Contact removed]');
    expect(stored.additionalDetails).toBe('My ID is in it. [Email removed], [Contact removed]');
  });

  it('refuses a claim without a proof photo when the finder requires one', async () => {
    const { item } = await itemWithFinder(t, { requiresProofPhoto: true });
    const claimer = await newUser(t);
    const res = await submit(t, item.id, claimer.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.proofPhoto).toBe('The finder asks for a proof photo for this item');
  });
});
