import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createClaim, createItem, createUser, firstCategoryId } from '../../../test/factories';
import { auditLog, claims, items, messages } from '../../db/schema';
import { nextIp, signUpData } from '../auth/auth.test-support';
import { itemFields, jpegWithGps, multipart, photoPart, smallPng } from '../items/items.test-support';
import { answersOf, sendMessage, settledDeal, type Person } from './personal-data.test-support';

describe('DELETE /api/me: delete my account', () => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.app.ctx.db, { role: 'admin', firstName: 'Ada' });
  });
  afterAll(() => t.close());

  /** A person signed up through the API, as anyone would be. */
  async function signUp(overrides: Record<string, unknown> = {}) {
    const data = signUpData(overrides);
    const res = await t.request({ method: 'POST', url: '/api/auth/register', payload: data, remoteAddress: nextIp() });
    expect(res.statusCode, res.body).toBe(201);
    const { token, user } = res.json();
    return { token, user, data } as Person & { data: typeof data };
  }
  const close = (token: string, password: string) => t.request({ method: 'DELETE', url: '/api/me', token, payload: { password } });
  const whoAmI = (token: string) => t.request({ method: 'GET', url: '/api/auth/user', token });

  it('refuses a wrong password with 400 and changes nothing', async () => {
    const me = await signUp();
    const res = await close(me.token, 'not-my-password');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password).toBeDefined();
    expect((await whoAmI(me.token)).json().email).toBe(me.data.email);
  });

  it('limits password tries: after 10 wrong ones even the right one is refused with 429', async () => {
    const me = await signUp();
    for (let i = 0; i < 10; i++) expect((await close(me.token, `wrong-${i}`)).statusCode).toBe(400);
    const limited = await close(me.token, me.data.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await whoAmI(me.token)).statusCode).toBe(200);
  });

  it('answers 409 with a plain reason while money is in flight, and the account stays', async () => {
    const me = await signUp();
    const finder = await createUser(t.app.ctx.db);
    await settledDeal(t, finder, me, { payout: 'held' });
    const held = await close(me.token, me.data.password);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({
      code: 'ACCOUNT_MONEY_IN_FLIGHT',
      inFlight: 'escrow',
      message: expect.stringContaining('held until the item is handed over'),
    });
    // The finder waiting for that payout is held back too.
    const asFinder = await t.request({ method: 'DELETE', url: '/api/me', token: finder.token, payload: { password: 'Passw0rd!' } });
    expect(asFinder.json().inFlight).toBe('escrow');
    expect((await whoAmI(me.token)).statusCode).toBe(200);
  });

  it("deletes the person's photos from storage: the profile photo and the items' photos", async () => {
    const me = await signUp();
    const avatar = await t.request({
      method: 'POST',
      url: '/api/profile/avatar',
      token: me.token,
      ...(await multipart({}, [photoPart(await smallPng(), 'avatar', 'me.png', 'image/png')])),
    });
    expect(avatar.statusCode, avatar.body).toBe(200);
    const fields = itemFields({ categoryId: String(await firstCategoryId(t.app.ctx.db)) });
    const posted = await t.request({
      method: 'POST',
      url: '/api/items',
      token: me.token,
      ...(await multipart(fields, [photoPart(await jpegWithGps(800, 600))])),
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const urls = [avatar.json().user.profileImageUrl as string, ...(posted.json().images as string[]), ...(posted.json().thumbnails as string[])];
    for (const url of urls) expect((await t.request({ method: 'GET', url })).statusCode).toBe(200);

    expect((await close(me.token, me.data.password)).statusCode).toBe(200);
    for (const url of urls) expect((await t.request({ method: 'GET', url })).statusCode, url).toBe(404);
  });

  it('ends the sessions, refuses the old password, erases e-mail and phone everywhere, keeps the books, and frees the address', async () => {
    const db = t.app.ctx.db;
    const me = await signUp({ firstName: 'Zawadi', lastName: 'Wanjirukamau' });
    const otieno = await createUser(db, { firstName: 'Otieno' });
    const chebet = await createUser(db, { firstName: 'Chebet' });
    const secondSession = (
      await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: me.data.email, password: me.data.password }, remoteAddress: nextIp() })
    ).json().token;

    // As a claimer: a finished deal with Otieno, messages both ways, a review of him.
    const bought = await settledDeal(t, otieno, me, { title: 'Black Samsung phone' });
    await sendMessage(t, me, bought.item.id, 'Thank you, I am at Archives now.', randomUUID());
    await sendMessage(t, otieno, bought.item.id, 'Coming in five minutes.');
    const review = await t.request({
      method: 'POST',
      url: '/api/reviews',
      token: me.token,
      payload: { rating: 5, comment: 'Very honest finder, thank you.', itemId: bought.item.id, revieweeId: otieno.user.id, type: 'finder' },
    });
    expect(review.statusCode, review.body).toBe(201);
    // As a finder: a finished deal with Chebet, and an item still on offer with Chebet's claim on it.
    const sold = await settledDeal(t, me, chebet, { title: 'Red Equity bank card' });
    const onOffer = await createItem(db, me.user.id, { title: 'Silver Casio watch' });
    const chebetsClaim = await createClaim(db, onOffer.id, chebet.user.id);
    // My own open claim on another of Otieno's items, which he approved.
    const wanted = await createItem(db, otieno.user.id, { title: 'Blue JKUAT hoodie', claimedBy: me.user.id });
    const myClaim = await createClaim(db, wanted.id, me.user.id, { status: 'approved', verifiedAt: new Date() });
    await t.request({
      method: 'POST',
      url: '/api/contact',
      token: me.token,
      remoteAddress: nextIp(),
      payload: {
        name: 'Zawadi Wanjirukamau',
        email: me.data.email,
        subject: 'Question about fees',
        category: 'payment',
        message: 'How much does a claim cost?',
      },
    });

    const stats = async () => (await t.request({ method: 'GET', url: '/api/admin/payment-stats', token: admin.token })).json();
    const otienoTotals = async () => (await t.request({ method: 'GET', url: '/api/payments', token: otieno.token })).json().totals;
    const [statsBefore, totalsBefore] = [await stats(), await otienoTotals()];
    const adminUrls = [
      `/api/admin/users?search=${encodeURIComponent(me.data.email)}`,
      '/api/admin/users?search=Deleted',
      '/api/admin/verifications',
      '/api/admin/payouts',
      '/api/admin/audit',
      '/api/admin/contact-messages',
      '/api/admin/items',
    ];
    expect(await answersOf(t, admin.token, adminUrls)).toContain(me.data.email);

    const res = await close(me.token, me.data.password);
    expect(res.statusCode, res.body).toBe(200);

    for (const token of [me.token, secondSession]) expect((await whoAmI(token)).statusCode).toBe(401);
    const signIn = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: me.data.email, password: me.data.password },
      remoteAddress: nextIp(),
    });
    expect(signIn.statusCode).toBe(401);

    const seen = [
      await answersOf(t, admin.token, [...adminUrls, `/api/admin/items?search=${encodeURIComponent('Silver Casio')}`]),
      await answersOf(t, otieno.token, [
        `/api/items/${bought.item.id}`,
        `/api/messages/${bought.item.id}`,
        '/api/payments',
        `/api/reviews/user/${otieno.user.id}`,
        '/api/notifications',
        `/api/items/${wanted.id}/verifications`,
      ]),
      await answersOf(t, chebet.token, [
        `/api/items/${sold.item.id}`,
        `/api/messages/${sold.item.id}`,
        '/api/payments',
        '/api/my-verifications',
        '/api/notifications',
      ]),
    ].join('\n');
    for (const personal of [me.data.email, me.data.phone, 'Wanjirukamau', 'Zawadi', 'Thank you, I am at Archives now.', 'Very honest finder']) {
      expect(seen).not.toContain(personal);
    }
    const sent = await db.select().from(messages).where(eq(messages.senderId, me.user.id));
    expect(sent.map((row) => [row.content, row.sendKey, row.sendDigest])).toEqual([['', null, null]]);
    expect((await t.request({ method: 'GET', url: `/api/items/${sold.item.id}`, token: chebet.token })).json().finderName).toBe('Deleted user');
    const reviews = (await t.request({ method: 'GET', url: `/api/reviews/user/${otieno.user.id}` })).json();
    expect(JSON.stringify(reviews)).toContain('Deleted user');

    // The books: the same payments, the same totals.
    expect(await stats()).toEqual(statsBefore);
    expect(await otienoTotals()).toEqual(totalsBefore);

    // Open dealings closed: my item off the market, Chebet told, Otieno's item open again.
    const [removed] = await db.select().from(items).where(eq(items.id, onOffer.id));
    expect(removed).toMatchObject({ status: 'removed', removalReason: 'account deleted' });
    const [closedClaim] = await db.select().from(claims).where(eq(claims.id, chebetsClaim.id));
    expect(closedClaim.status).toBe('rejected');
    expect(seen).toContain('closed their account');
    const [reopened] = await db.select().from(items).where(eq(items.id, wanted.id));
    expect(reopened.claimedBy).toBeNull();
    expect((await db.select().from(claims).where(eq(claims.id, myClaim.id)))[0].status).toBe('rejected');

    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.delete_account'), eq(auditLog.targetId, me.user.id)));
    expect(entry).toMatchObject({ targetId: me.user.id, details: expect.objectContaining({ itemsRemoved: 1, claimsWithdrawn: 1, claimsClosed: 1 }) });

    // The same address and number may sign up again, as a new person.
    const again = await t.request({ method: 'POST', url: '/api/auth/register', payload: { ...me.data, firstName: 'Zawadi' }, remoteAddress: nextIp() });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().user.id).not.toBe(me.user.id);
  });
});
