import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { adminSettings, claims, payments } from '../../../db/schema';
import { createClaim, createItem, createUser } from '../../../../test/factories';
import type { LoopbackApp } from '../../../integrations/daraja/simulator/loopback.test-support';
import { adminUser, approvedClaim, initiate, paidClaim, paymentRow, settleUntil, useLoopbackApp, successPhone } from '../payments.test-support';

describe('who may pay, how much, and how often', () => {
  let t: LoopbackApp;
  useLoopbackApp(
    (app) => (t = app),
    (app) => app.app.ctx.db.update(adminSettings).set({ value: '100' }).where(eq(adminSettings.key, 'finder_amount')),
  );

  it('a guest gets 401, a claimer who is not approved 403, and nothing is pushed', async () => {
    const { db } = t.app.ctx;
    const finder = await createUser(db);
    const claimer = await createUser(db);
    const item = await createItem(db, finder.user.id);
    await createClaim(db, item.id, claimer.user.id);
    expect((await t.request({ method: 'POST', url: '/api/payments/initiate', payload: { itemId: item.id, phoneNumber: successPhone() } })).statusCode).toBe(
      401,
    );
    const pendingClaimer = await initiate(t, claimer.token, item.id);
    expect(pendingClaimer.statusCode).toBe(403);
    expect(pendingClaimer.json().message).toBe('Only the approved claimer of this item can pay for it');
    const stranger = await createUser(db);
    expect((await initiate(t, stranger.token, item.id)).statusCode).toBe(403);
    expect((await initiate(t, finder.token, item.id)).statusCode).toBe(403);
    expect((await t.simulator.state()).stk).toHaveLength(0);
    expect(await db.select().from(payments).where(eq(payments.itemId, item.id))).toHaveLength(0);
  });

  it('M-Pesa is asked to charge only a Safaricom number: an Airtel one gets a clear 400 and nothing is pushed; another number then pays', async () => {
    const { claimer, item } = await approvedClaim(t);
    const airtel = await initiate(t, claimer.token, item.id, '0733 000 333');
    expect(airtel.statusCode).toBe(400);
    expect(airtel.json()).toMatchObject({ code: 'PAYMENT_PHONE_NOT_MPESA', errors: { phoneNumber: expect.stringContaining('Safaricom') } });
    expect((await t.simulator.state()).stk).toHaveLength(0);
    expect(await t.app.ctx.db.select().from(payments).where(eq(payments.itemId, item.id))).toHaveLength(0);
    expect((await initiate(t, claimer.token, item.id, successPhone())).statusCode).toBe(200);
  });

  it('a claimer whose approval was withdrawn can no longer pay', async () => {
    const { claimer, claim, item } = await approvedClaim(t);
    await t.app.ctx.db.update(claims).set({ status: 'rejected' }).where(eq(claims.id, claim.id));
    expect((await initiate(t, claimer.token, item.id)).statusCode).toBe(403);
  });

  it('an amount that differs from the current fee gets 409 with the current fee, and no payment', async () => {
    const { claimer, item } = await approvedClaim(t);
    await t.app.ctx.db.update(adminSettings).set({ value: '200' }).where(eq(adminSettings.key, 'finder_amount'));
    const res = await initiate(t, claimer.token, item.id, successPhone(), { amount: 150 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'The fee is now KSh 250. Please confirm the new amount.',
      currentFee: 250,
      fees: { finderAmount: 200, platformAmount: 50, totalFee: 250 },
    });
    expect(await t.app.ctx.db.select().from(payments).where(eq(payments.itemId, item.id))).toHaveLength(0);
    const agreed = await initiate(t, claimer.token, item.id, successPhone(), { amount: 250 });
    expect(agreed.json().payment.amount).toBe(250);
    expect(await paymentRow(t, agreed.json().payment.id)).toMatchObject({ amount: 250, finderAmount: 200, platformAmount: 50 });
  });

  it('the fee is fixed when the payment starts: a later fee change does not touch it', async () => {
    const { claimer, item } = await approvedClaim(t);
    await t.simulator.setDelay(300);
    const id = (await initiate(t, claimer.token, item.id)).json().payment.id;
    await t.app.ctx.db.update(adminSettings).set({ value: '400' }).where(eq(adminSettings.key, 'finder_amount'));
    const completed = await settleUntil(t, id, (p) => p.status === 'completed');
    expect(completed).toMatchObject({ amount: 150, finderAmount: 100, platformAmount: 50 });
  });

  it('a second initiation while one is pending returns the same payment without a second push', async () => {
    const { claimer, item } = await approvedClaim(t);
    await t.simulator.setDelay(60_000);
    const first = await initiate(t, claimer.token, item.id);
    const second = await initiate(t, claimer.token, item.id);
    expect(second.statusCode).toBe(200);
    expect(second.json().payment.id).toBe(first.json().payment.id);
    expect(second.json().message).toContain('already waiting on your phone');
    expect((await t.simulator.state()).stk).toHaveLength(1);
  });

  it('an item already paid for answers 409', async () => {
    const { claimer, item } = await paidClaim(t);
    const res = await initiate(t, claimer.token, item.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This item has already been paid for');
  });

  it('bad phone numbers and item ids are 400 with the shared messages', async () => {
    const { claimer, item } = await approvedClaim(t);
    const short = await initiate(t, claimer.token, item.id, '07123');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.phoneNumber).toBe('Phone number must be at least 10 digits');
    const foreign = await initiate(t, claimer.token, item.id, '0812345678');
    expect(foreign.json().errors.phoneNumber).toBe('Please enter a valid Kenyan phone number (e.g., 0712345678 or +254712345678)');
    expect((await initiate(t, claimer.token, 999_999)).statusCode).toBe(404);
  });

  it('verify answers only the claimer, the finder and admins', async () => {
    const { claimer, finder, payment } = await paidClaim(t);
    const stranger = await createUser(t.app.ctx.db);
    const admin = await adminUser(t);
    const verify = (token: string) => t.request({ method: 'GET', url: `/api/payments/${payment.id}/verify`, token });
    expect((await verify(claimer.token)).statusCode).toBe(200);
    expect((await verify(finder.token)).statusCode).toBe(200);
    expect((await verify(admin.token)).statusCode).toBe(200);
    expect((await verify(stranger.token)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/payments/999999/verify', token: claimer.token })).statusCode).toBe(404);
  });

  it('only completed payments count in the totals of GET /api/payments', async () => {
    const { db } = t.app.ctx;
    const claimer = await createUser(db);
    const payFor = async (phone: string) => {
      const finder = await createUser(db);
      const item = await createItem(db, finder.user.id, { claimedBy: claimer.user.id });
      await createClaim(db, item.id, claimer.user.id, { status: 'approved' });
      return (await initiate(t, claimer.token, item.id, phone)).json().payment.id as number;
    };
    const completed = await payFor(successPhone());
    const failed = await payFor('0700000001');
    await settleUntil(t, completed, (p) => p.status === 'completed');
    await settleUntil(t, failed, (p) => p.status === 'failed');
    await t.simulator.setDelay(60_000);
    await payFor(successPhone());

    const list = (await t.request({ method: 'GET', url: '/api/payments', token: claimer.token })).json();
    expect(list.payments).toHaveLength(3);
    expect(list.payments.map((p: { status: string }) => p.status).sort()).toEqual(['completed', 'failed', 'pending']);
    expect(list.payments.every((p: { role: string; itemTitle: string }) => p.role === 'claimer' && p.itemTitle)).toBe(true);
    expect(list.totals.asClaimer).toEqual({ totalSpent: 150, successfulClaims: 1, pendingCount: 1 });
    expect(list.totals.asFinder).toEqual({ totalEarned: 0, itemsClaimed: 0, averagePerItem: 0, paidOut: 0 });
  });

  it('every payment satisfies amount = finderAmount + platformAmount, enforced by the database', async () => {
    const { db } = t.app.ctx;
    const [{ broken }] = await db
      .select({ broken: sql<number>`count(*)::int` })
      .from(payments)
      .where(sql`${payments.amount} <> ${payments.finderAmount} + ${payments.platformAmount}`);
    expect(broken).toBe(0);
    const { claimer, finder, item, claim } = await approvedClaim(t);
    await expect(
      db.insert(payments).values({
        itemId: item.id,
        claimId: claim.id,
        claimerId: claimer.user.id,
        finderId: finder.user.id,
        amount: 150,
        finderAmount: 100,
        platformAmount: 40,
        phoneNumber: '+254708374149',
      }),
    ).rejects.toThrow();
  });

  it('initiations are rate limited per user', async () => {
    const { claimer, item } = await approvedClaim(t);
    await t.simulator.setDelay(60_000);
    let last = 0;
    for (let i = 0; i < 11; i++) last = (await initiate(t, claimer.token, item.id)).statusCode;
    expect(last).toBe(429);
  });
});
