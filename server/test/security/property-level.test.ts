/**
 * Object property level authorization (OWASP API3): a request cannot set fields the caller does
 * not own (mass assignment), and answers carry no field the caller may not read.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, items, messages, reviews, users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers';
import { firstCategoryId } from '../factories';
import { SAFE_PASSWORD, SIGN_UP_CODE, buildWorld, freshEmail, freshIp, freshPhone, type World } from './security.test-support';

describe('what a request may set, and what an answer may show', () => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await createTestApp();
    w = await buildWorld(t);
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    t.request({ method, url, token, payload, remoteAddress: freshIp() });

  const privileged = {
    id: 1,
    finderId: '00000000-0000-4000-8000-000000000000',
    status: 'completed',
    isHidden: true,
    isClaimed: true,
    claimedBy: '00000000-0000-4000-8000-000000000000',
    removedAt: '2020-01-01',
    hiddenReason: 'x',
    createdAt: '2000-01-01',
  };

  it('posting or editing an item cannot set its finder, status, visibility or claimer', async () => {
    const fields = {
      title: 'Green school bag',
      description: 'Found at the matatu stage with books inside.',
      categoryId: await firstCategoryId(w.db),
      location: 'Nairobi',
      dateFound: '2025-06-01',
      verificationQuestion1: 'What name is on the exercise books?',
    };
    const posted = await call('POST', '/api/items', w.actors.claimer.token, { ...fields, ...privileged });
    expect(posted.statusCode, posted.body).toBe(201);
    const [row] = await w.db.select().from(items).where(eq(items.id, posted.json().id));
    expect(row).toMatchObject({ finderId: w.actors.claimer.user.id, status: 'available', isHidden: false, isClaimed: false, claimedBy: null, removedAt: null });

    const edited = await call('PUT', `/api/items/${row.id}`, w.actors.claimer.token, { ...fields, title: 'Green school bag (edited)', ...privileged });
    expect(edited.statusCode, edited.body).toBe(200);
    const [after] = await w.db.select().from(items).where(eq(items.id, row.id));
    expect(after).toMatchObject({
      title: 'Green school bag (edited)',
      finderId: w.actors.claimer.user.id,
      status: 'available',
      isHidden: false,
      claimedBy: null,
    });
  });

  it('signing up cannot make an admin, a verified or a suspended-proof account', async () => {
    const extra = { role: 'admin', emailVerified: true, phoneVerified: true, suspended: false, id: '00000000-0000-4000-8000-000000000000' };
    const direct = await call('POST', '/api/auth/register', undefined, {
      firstName: 'Neema',
      lastName: 'Mwangi',
      email: freshEmail('reg'),
      phone: freshPhone(),
      password: SAFE_PASSWORD,
      acceptTerms: true,
      ...extra,
    });
    expect(direct.statusCode, direct.body).toBe(201);
    const email = await w.fresh.signUpCode();
    const withCode = await call('POST', '/api/auth/verify-otp', undefined, {
      email,
      otp: SIGN_UP_CODE,
      ...extra,
      registrationData: { firstName: 'Neema', lastName: 'Mwangi', email, phone: freshPhone(), password: SAFE_PASSWORD, acceptTerms: true, ...extra },
    });
    expect(withCode.statusCode, withCode.body).toBe(201);
    for (const res of [direct, withCode]) {
      const [user] = await w.db.select().from(users).where(eq(users.id, res.json().user.id));
      expect(user.role).toBe('claimer');
      expect(user.id).not.toBe(extra.id);
    }
    const [directUser] = await w.db.select().from(users).where(eq(users.id, direct.json().user.id));
    expect(directUser.emailVerified).toBe(false);
    expect((await call('POST', '/api/auth/set-role', w.actors.claimer.token, { role: 'admin' })).statusCode).toBe(400);
  });

  it("a claim is the caller's and pending, whatever the request says", async () => {
    const item = await w.fresh.item();
    const res = await call('POST', `/api/items/${item.id}/verify`, w.actors.claimer.token, {
      answer1: 'Blue',
      answer2: 'Amani',
      additionalDetails: 'It has my national ID card inside.',
      status: 'approved',
      claimerId: w.actors.other.user.id,
      verifiedAt: '2025-01-01',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [claim] = await w.db.select().from(claims).where(eq(claims.id, res.json().id));
    expect(claim).toMatchObject({ claimerId: w.actors.claimer.user.id, status: 'pending', verifiedAt: null });
  });

  it("the sender of a message and the author of a review are the token's user", async () => {
    const sent = await call('POST', '/api/messages', w.actors.paidClaimer.token, {
      itemId: w.paid.item.id,
      content: 'See you at the stage at five.',
      senderId: w.actors.finder.user.id,
      receiverId: w.actors.other.user.id,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [message] = await w.db.select().from(messages).where(eq(messages.id, sent.json().id));
    expect(message).toMatchObject({ senderId: w.actors.paidClaimer.user.id, receiverId: w.actors.finder.user.id });

    const { item } = await w.fresh.payment({ receiptConfirmedAt: new Date() });
    const reviewed = await call('POST', '/api/reviews', w.actors.paidClaimer.token, {
      itemId: item.id,
      rating: 5,
      comment: 'Kind and on time.',
      revieweeId: w.actors.finder.user.id,
      type: 'finder',
      reviewerId: w.actors.other.user.id,
    });
    expect(reviewed.statusCode, reviewed.body).toBe(201);
    const [review] = await w.db.select().from(reviews).where(eq(reviews.id, reviewed.json().id));
    expect(review.reviewerId).toBe(w.actors.paidClaimer.user.id);
  });

  it("the fee is the server's: a smaller amount is refused with the current fee", async () => {
    const res = await call('POST', '/api/payments/initiate', w.actors.approvedClaimer.token, {
      itemId: w.approved.item.id,
      phoneNumber: '0708374149',
      amount: 1,
      finderAmount: 1,
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().currentFee).toBeGreaterThan(1);
  });

  it('an admin editing a user changes e-mail and phone only, never the role', async () => {
    const { user } = await w.fresh.user();
    const res = await call('PUT', `/api/admin/users/${user.id}`, w.actors.admin.token, {
      email: freshEmail('edit'),
      phone: freshPhone(),
      role: 'admin',
      suspended: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await w.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ role: 'claimer', suspended: false });
  });

  it("push subscriptions are the caller's own", async () => {
    const keys = { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 7).toString('base64url') };
    const res = await call('POST', '/api/notifications/subscribe', w.actors.claimer.token, {
      token: { endpoint: 'https://fcm.googleapis.com/fcm/send/someone-else', keys },
      userId: w.actors.finder.user.id,
    });
    expect(res.statusCode).toBe(403);
  });

  it('lists and reviews show no finder contact, no expected answers and only a last initial', async () => {
    const lastNames = new Map((await w.db.select({ id: users.id, lastName: users.lastName }).from(users)).map((u) => [u.id, u.lastName]));
    for (const viewer of [undefined, w.actors.claimer, w.actors.approvedClaimer, w.actors.other]) {
      const list = (await call('GET', '/api/items?limit=50&status=all', viewer?.token)).json().items as Array<Record<string, unknown>>;
      const othersItems = list.filter((item) => item.finderId !== viewer?.user.id);
      expect(othersItems.length).toBeGreaterThan(0);
      for (const item of othersItems) {
        const shown = ['finderPhone', 'finderEmail', 'verificationAnswer1'].filter((field) => field in item);
        expect(shown, `item ${item.id} as ${viewer?.user.firstName ?? 'guest'}`).toEqual([]);
        expect(String(item.finderName)).not.toContain(lastNames.get(String(item.finderId)));
      }
    }
    const { item } = await w.fresh.payment({ receiptConfirmedAt: new Date() });
    await call('POST', '/api/reviews', w.actors.finder.token, {
      itemId: item.id,
      rating: 4,
      comment: 'Paid quickly, polite.',
      revieweeId: w.actors.paidClaimer.user.id,
      type: 'claimer',
    });
    const [review] = (await call('GET', `/api/reviews/item/${item.id}`)).json();
    expect(review.reviewer.lastName).toBe(`${w.actors.finder.user.lastName[0]}.`);
  });

  it("the finder never sees the payer's phone or receipt; admins never see the finder's expected answers", async () => {
    const payments = (await call('GET', '/api/payments', w.actors.finder.token)).json().payments as Array<Record<string, unknown>>;
    const asFinder = payments.filter((p) => p.role === 'finder');
    expect(asFinder.length).toBeGreaterThan(0);
    for (const payment of asFinder) expect([payment.phoneNumber, payment.mpesaTransactionId]).toEqual([null, null]);

    await w.db.update(items).set({ verificationAnswer1: 'Navy blue' }).where(eq(items.id, w.paid.item.id));
    const asAdmin = (await call('GET', `/api/items/${w.paid.item.id}/verifications`, w.actors.admin.token)).json();
    const asOwner = (await call('GET', `/api/items/${w.paid.item.id}/verifications`, w.actors.finder.token)).json();
    expect(JSON.stringify(asAdmin)).not.toContain('Navy blue');
    expect(JSON.stringify(asOwner)).toContain('Navy blue');
    const own = (await call('GET', `/api/items/${w.paid.item.id}/verifications`, w.actors.paidClaimer.token)).json();
    expect(JSON.stringify(own)).not.toContain('Navy blue');
  });
});
