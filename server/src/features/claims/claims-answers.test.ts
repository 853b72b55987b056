/** Every question the finder asks needs an answer: a blank one is refused and nothing changes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { claims, notifications } from '../../db/schema';
import { itemWithFinder, multipart, newUser, submit, validClaim } from './claims.test-helpers';

const REQUIRED = "Please answer the finder's question";

describe('POST /api/items/{id}/verify: answers are required', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rowsOf = async (itemId: number, finderId: string) => ({
    claims: await t.app.ctx.db.select().from(claims).where(eq(claims.itemId, itemId)),
    notifications: await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, finderId)),
  });

  it('refuses an empty, a blank and a missing answer with 400 naming the field, and stores nothing', async () => {
    const { item, finder } = await itemWithFinder(t);
    const claimer = await newUser(t);
    for (const payload of [
      { ...validClaim, answer1: '' },
      { ...validClaim, answer2: '   ' },
      { additionalDetails: validClaim.additionalDetails },
    ]) {
      const res = await submit(t, item.id, claimer.token, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(REQUIRED);
    }
    const both = await submit(t, item.id, claimer.token, { additionalDetails: validClaim.additionalDetails });
    expect(both.json().errors).toEqual({ answer1: REQUIRED, answer2: REQUIRED });
    expect(await rowsOf(item.id, finder.user.id)).toEqual({ claims: [], notifications: [] });
  });

  it('refuses a blank answer sent as a multipart form too', async () => {
    const { item, finder } = await itemWithFinder(t);
    const claimer = await newUser(t);
    const body = multipart({ ...validClaim, answer2: '' });
    const res = await t.request({ method: 'POST', url: `/api/items/${item.id}/verify`, token: claimer.token, payload: body.payload, headers: body.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ answer2: REQUIRED });
    expect((await rowsOf(item.id, finder.user.id)).claims).toHaveLength(0);
  });

  it('asks only for the questions the item has', async () => {
    const { item } = await itemWithFinder(t, { verificationQuestion2: null, verificationQuestion3: null });
    const claimer = await newUser(t);
    const res = await submit(t, item.id, claimer.token, { answer1: 'Blue', additionalDetails: validClaim.additionalDetails });
    expect(res.statusCode).toBe(201);
  });

  it('names the ownership proof field in its length messages', async () => {
    const { item } = await itemWithFinder(t);
    const claimer = await newUser(t);
    const res = await submit(t, item.id, claimer.token, { ...validClaim, additionalDetails: 'short' });
    expect(res.json().errors.additionalDetails).toBe('Ownership proof details must be at least 10 characters');
  });
});
