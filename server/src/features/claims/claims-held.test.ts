/**
 * Doubt goes to a person, for claims too (issue 26, docs/decisions/0234): a claim whose texts may
 * hide contact details is saved but held for an admin: the finder neither sees it nor is told,
 * the claimer sees it under review; an admin releases it (the finder is told then) or rejects it
 * (the claimer is told). Over HTTP against the SMS simulator.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createUser } from '../../../test/factories';
import { auditLog } from '../../db/schema';
import { startSmsApp, type SmsTestApp } from '../sms/sms.test-support';
import { claimPath, notificationsOf, person, received, type Person } from '../notifications/turns/turns.test-support';

let t: SmsTestApp;
let admin: Person;
beforeAll(async () => {
  t = await startSmsApp();
  admin = await createUser(t.app.ctx.db, { role: 'admin' });
});
afterAll(async () => t.close());

const DOUBTFUL = 'Bought at Kencom. My gmail is janedoe99';
const get = (who: Person, url: string) => t.request({ method: 'GET', url, token: who.token });
const post = (who: Person, url: string) => t.request({ method: 'POST', url, token: who.token });

async function heldClaim() {
  const finder = await person(t, { role: 'finder' });
  const owner = await person(t);
  const path = claimPath(t, finder, owner);
  const item = await path.item();
  const claimId = await path.claim(item.id, DOUBTFUL);
  return { finder, owner, item, claimId, path };
}

describe('a doubtful claim waits for an admin', () => {
  it('is saved but held: the finder cannot see it and gets no SMS; the claimer sees it under review', async () => {
    const { finder, owner, item, claimId } = await heldClaim();
    expect((await get(finder, `/api/items/${item.id}/verifications`)).json()).toEqual([]);
    expect((await get(finder, '/api/my-verifications?role=finder')).json()).toEqual([]);
    const myItems = (await get(finder, '/api/my-items')).json() as Array<{ id: number; verifications: unknown[] }>;
    expect(myItems.find((i) => i.id === item.id)?.verifications).toEqual([]);
    expect((await get(finder, `/api/items/${item.id}/verification/${owner.user.id}`)).json()).toMatchObject({ status: 'none', underReview: null });
    expect(
      (await t.request({ method: 'PUT', url: `/api/verifications/${claimId}/status`, token: finder.token, payload: { status: 'approved' } })).statusCode,
    ).toBe(404);
    expect((await received(t, finder)).sms).toEqual([]);
    expect(await notificationsOf(t, finder)).toEqual([]);

    expect((await get(owner, '/api/my-verifications?role=claimer')).json()[0]).toMatchObject({ id: claimId, status: 'pending', underReview: 'email' });
    expect((await get(owner, `/api/items/${item.id}/verification/${owner.user.id}`)).json()).toMatchObject({ status: 'pending', underReview: 'email' });
    expect((await get(owner, `/api/items/${item.id}/verifications`)).json()).toEqual([expect.objectContaining({ id: claimId, underReview: 'email' })]);
    expect((await get(admin, '/api/admin/claims/held')).json().claims).toContainEqual(
      expect.objectContaining({ id: claimId, itemId: item.id, reason: 'email' }),
    );
  });

  it('released by an admin, reaches the finder as a new claim, told by SMS; audited', async () => {
    const { finder, owner, item, claimId } = await heldClaim();
    const res = await post(admin, `/api/admin/claims/${claimId}/release`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, id: claimId, status: 'pending' });
    expect((await get(finder, `/api/items/${item.id}/verifications`)).json()).toEqual([expect.objectContaining({ id: claimId, status: 'pending' })]);
    expect((await received(t, finder)).sms).toHaveLength(1);
    expect((await notificationsOf(t, finder)).map((n) => n.kind)).toEqual(['claim_received']);
    expect((await get(owner, '/api/my-verifications?role=claimer')).json()[0]).toMatchObject({ underReview: null });
    expect((await get(admin, '/api/admin/claims/held')).json().claims.map((c: { id: number }) => c.id)).not.toContain(claimId);
    const audit = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(claimId)));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['claim.hold_pending_review', 'claim.release']));
    // Decided once: a second release is a conflict.
    expect((await post(admin, `/api/admin/claims/${claimId}/release`)).statusCode).toBe(409);
  });

  it('rejected by an admin, tells the claimer and never the finder', async () => {
    const { finder, owner, item, claimId } = await heldClaim();
    const res = await post(admin, `/api/admin/claims/${claimId}/reject`);
    expect(res.json()).toEqual({ success: true, id: claimId, status: 'rejected' });
    expect((await get(owner, `/api/items/${item.id}/verification/${owner.user.id}`)).json()).toMatchObject({ status: 'rejected', underReview: null });
    expect((await notificationsOf(t, owner)).map((n) => n.kind)).toEqual(['claim_rejected']);
    expect((await received(t, owner)).sms).toHaveLength(1);
    expect((await received(t, finder)).sms).toEqual([]);
    expect((await get(finder, `/api/items/${item.id}/verifications`)).json()).toEqual([]);
    expect((await post(admin, `/api/admin/claims/${claimId}/reject`)).statusCode).toBe(409);
    expect((await post(admin, '/api/admin/claims/99999999/reject')).statusCode).toBe(404);
  });

  it('an ordinary claim is never held', async () => {
    const finder = await person(t, { role: 'finder' });
    const owner = await person(t);
    const path = claimPath(t, finder, owner);
    const item = await path.item();
    const claimId = await path.claim(item.id);
    expect((await get(finder, `/api/items/${item.id}/verifications`)).json()).toEqual([expect.objectContaining({ id: claimId })]);
    expect((await received(t, finder)).sms).toHaveLength(1);
    expect((await get(admin, '/api/admin/claims/held')).json().claims.map((c: { id: number }) => c.id)).not.toContain(claimId);
  });

  it('the queue and its actions are for admins only', async () => {
    const { finder, owner, claimId } = await heldClaim();
    for (const who of [finder, owner]) {
      expect((await get(who, '/api/admin/claims/held')).statusCode).toBe(403);
      expect((await post(who, `/api/admin/claims/${claimId}/release`)).statusCode).toBe(403);
      expect((await post(who, `/api/admin/claims/${claimId}/reject`)).statusCode).toBe(403);
    }
  });
});
