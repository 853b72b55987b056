import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createClaim, createCompletedPayment } from '../../../test/factories';
import { claims, items, notifications } from '../../db/schema';
import { isUniqueViolation } from '../../lib/errors';
import { decide, itemWithFinder, newUser, submit } from './claims.test-support';

describe('PUT /api/verifications/{id}/status', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const itemRow = async (id: number) => (await t.app.ctx.db.select().from(items).where(eq(items.id, id)))[0];
  const claimRow = async (id: number) => (await t.app.ctx.db.select().from(claims).where(eq(claims.id, id)))[0];

  async function pendingClaim() {
    const setup = await itemWithFinder(t);
    const claimer = await newUser(t);
    const res = await submit(t, setup.item.id, claimer.token);
    return { ...setup, claimer, claimId: res.json().id as number };
  }

  it("approves: the claim is approved with verifiedAt, the item's claimedBy is the claimer, the claimer is told", async () => {
    const { item, finder, claimer, claimId } = await pendingClaim();
    const res = await decide(t, claimId, finder.token, { status: 'approved' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: claimId, status: 'approved' });
    expect((await claimRow(claimId)).verifiedAt).toBeInstanceOf(Date);
    expect((await itemRow(item.id)).claimedBy).toBe(claimer.user.id);
    const told = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, claimer.user.id), eq(notifications.type, 'claim_approved')));
    expect(told).toHaveLength(1);
    expect(told[0].itemId).toBe(item.id);
  });

  it('refuses another signed-in user with 403', async () => {
    const { claimId } = await pendingClaim();
    const stranger = await newUser(t);
    const res = await decide(t, claimId, stranger.token, { status: 'approved' });
    expect(res.statusCode).toBe(403);
    expect((await claimRow(claimId)).status).toBe('pending');
  });

  it('refuses the claimer approving their own claim with 403', async () => {
    const { claimId, claimer, item } = await pendingClaim();
    const res = await decide(t, claimId, claimer.token, { status: 'approved' });
    expect(res.statusCode).toBe(403);
    expect((await itemRow(item.id)).claimedBy).toBeNull();
  });

  it('refuses a rejection by anyone but the finder with 403', async () => {
    const { claimId } = await pendingClaim();
    const stranger = await newUser(t);
    expect((await decide(t, claimId, stranger.token, { status: 'rejected' })).statusCode).toBe(403);
    expect((await claimRow(claimId)).status).toBe('pending');
  });

  it('refuses an admin who is not the finder with 403', async () => {
    const { claimId } = await pendingClaim();
    const admin = await newUser(t, { role: 'admin' });
    expect((await decide(t, claimId, admin.token, { status: 'approved' })).statusCode).toBe(403);
  });

  it('refuses a guest with 401', async () => {
    const { claimId } = await pendingClaim();
    expect((await decide(t, claimId, undefined, { status: 'approved' })).statusCode).toBe(401);
  });

  it("stores 'Claim rejected by finder' when the finder gives no reason, and tells the claimer", async () => {
    const { claimId, finder, claimer } = await pendingClaim();
    const res = await decide(t, claimId, finder.token, { status: 'rejected', finderNotes: '  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', finderNotes: 'Claim rejected by finder' });
    const told = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, claimer.user.id), eq(notifications.type, 'claim_rejected')));
    expect(told).toHaveLength(1);
  });

  it("keeps the finder's reason, scrubbed of contact details", async () => {
    const { claimId, finder } = await pendingClaim();
    const res = await decide(t, claimId, finder.token, { status: 'rejected', finderNotes: 'Wrong colour. Call me on 0712345678' });
    expect(res.json().finderNotes).toBe('Wrong colour. [Contact info removed] on [Contact removed]');
  });

  it('revoking an unpaid approval reopens the item, and another claimer can then be approved', async () => {
    const { item, finder, claimId } = await pendingClaim();
    const second = await newUser(t);
    const secondClaimId = (await submit(t, item.id, second.token)).json().id;
    expect((await decide(t, claimId, finder.token, { status: 'approved' })).statusCode).toBe(200);
    expect((await decide(t, secondClaimId, finder.token, { status: 'approved' })).statusCode).toBe(409);

    const revoke = await decide(t, claimId, finder.token, { status: 'rejected', finderNotes: 'Did not answer my messages' });
    expect(revoke.statusCode).toBe(200);
    expect((await itemRow(item.id)).claimedBy).toBeNull();
    expect((await claimRow(claimId)).status).toBe('rejected');

    expect((await decide(t, secondClaimId, finder.token, { status: 'approved' })).statusCode).toBe(200);
    expect((await itemRow(item.id)).claimedBy).toBe(second.user.id);
  });

  it('refuses to reject an approved claim whose payment completed with 409', async () => {
    const { finder, claim, item, claimer } = await createCompletedPayment(t.app.ctx.db);
    const res = await decide(t, claim.id, finder.token, { status: 'rejected' });
    expect(res.statusCode).toBe(409);
    expect((await claimRow(claim.id)).status).toBe('approved');
    expect((await itemRow(item.id)).claimedBy).toBe(claimer.user.id);
  });

  it('two approvals racing on one item end with exactly one approved claim and one 409', async () => {
    const { item, finder, claimId } = await pendingClaim();
    const second = await newUser(t);
    const secondClaimId = (await submit(t, item.id, second.token)).json().id;
    const results = await Promise.all([
      decide(t, claimId, finder.token, { status: 'approved' }),
      decide(t, secondClaimId, finder.token, { status: 'approved' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const approved = await t.app.ctx.db
      .select()
      .from(claims)
      .where(and(eq(claims.itemId, item.id), eq(claims.status, 'approved')));
    expect(approved).toHaveLength(1);
    expect((await itemRow(item.id)).claimedBy).toBe(approved[0].claimerId);
  });

  it('the database itself refuses a second approved claim on an item', async () => {
    const { item } = await itemWithFinder(t);
    const [a, b] = [await newUser(t), await newUser(t)];
    await createClaim(t.app.ctx.db, item.id, a.user.id, { status: 'approved' });
    const error = await createClaim(t.app.ctx.db, item.id, b.user.id, { status: 'approved' }).catch((e: unknown) => e);
    expect(isUniqueViolation(error, 'claims_one_approved_per_item')).toBe(true);
  });

  it('refuses to decide a claim twice with 409', async () => {
    const { claimId, finder } = await pendingClaim();
    expect((await decide(t, claimId, finder.token, { status: 'rejected' })).statusCode).toBe(200);
    expect((await decide(t, claimId, finder.token, { status: 'approved' })).statusCode).toBe(409);
    expect((await decide(t, claimId, finder.token, { status: 'rejected' })).statusCode).toBe(409);
  });

  it('answers 400 for an unknown status and 404 for an unknown claim', async () => {
    const { claimId, finder } = await pendingClaim();
    const bad = await t.request({ method: 'PUT', url: `/api/verifications/${claimId}/status`, token: finder.token, payload: { status: 'maybe' } });
    expect(bad.statusCode).toBe(400);
    expect((await decide(t, 999_999, finder.token, { status: 'approved' })).statusCode).toBe(404);
  });
});
