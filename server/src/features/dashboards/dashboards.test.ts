import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createClaim, createItem, createUser } from '../../../test/factories';

const HOUR = 60 * 60 * 1000;

describe('GET /api/my-stats', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const myStats = (token?: string) => t.request({ method: 'GET', url: '/api/my-stats', token });

  it('answers 401 to a guest', async () => {
    const res = await myStats();
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Unauthorized');
  });

  it('has no response time for a finder with no decided claims', async () => {
    const finder = await createUser(t.app.ctx.db, { role: 'finder' });
    const item = await createItem(t.app.ctx.db, finder.user.id);
    const claimer = await createUser(t.app.ctx.db);
    await createClaim(t.app.ctx.db, item.id, claimer.user.id);

    const res = await myStats(finder.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ medianResponseHours: null, decidedClaims: 0 });
  });

  it("is the median time to decide over the caller's own items only", async () => {
    const db = t.app.ctx.db;
    const finder = await createUser(db, { role: 'finder' });
    const other = await createUser(db, { role: 'finder' });
    const claimers = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(db)));
    const submitted = new Date(Date.now() - 100 * HOUR);
    const after = (hours: number) => new Date(submitted.getTime() + hours * HOUR);

    const approvedItem = await createItem(db, finder.user.id);
    await createClaim(db, approvedItem.id, claimers[0].user.id, { status: 'approved', createdAt: submitted, verifiedAt: after(2), updatedAt: after(2) });
    const rejectedItem = await createItem(db, finder.user.id);
    // A rejection has no verifiedAt: its decision time is updatedAt.
    await createClaim(db, rejectedItem.id, claimers[1].user.id, { status: 'rejected', createdAt: submitted, updatedAt: after(4) });
    await createClaim(db, rejectedItem.id, claimers[2].user.id, { status: 'rejected', createdAt: submitted, updatedAt: after(30) });
    // Still pending: not decided, not counted however old.
    await createClaim(db, rejectedItem.id, claimers[3].user.id, { createdAt: submitted });
    // Another finder's slow decision, and a claim the finder made as a claimer: not theirs to answer for.
    const othersItem = await createItem(db, other.user.id);
    await createClaim(db, othersItem.id, claimers[4].user.id, { status: 'rejected', createdAt: submitted, updatedAt: after(90) });
    await createClaim(db, othersItem.id, finder.user.id, { status: 'rejected', createdAt: submitted, updatedAt: after(80) });

    const res = await myStats(finder.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ medianResponseHours: 4, decidedClaims: 3 });

    const others = await myStats(other.token);
    expect(others.json()).toEqual({ medianResponseHours: 85, decidedClaims: 2 });
  });

  it('counts decisions made through the claims API', async () => {
    const db = t.app.ctx.db;
    const finder = await createUser(db, { role: 'finder' });
    const [first, second] = await Promise.all([createUser(db), createUser(db)]);
    const item = await createItem(db, finder.user.id);
    const approved = await createClaim(db, item.id, first.user.id, { createdAt: new Date(Date.now() - 3 * HOUR) });
    const rejected = await createClaim(db, item.id, second.user.id, { createdAt: new Date(Date.now() - 1 * HOUR) });

    const decide = (id: number, status: string) =>
      t.request({ method: 'PUT', url: `/api/verifications/${id}/status`, token: finder.token, payload: { status } });
    expect((await decide(approved.id, 'approved')).statusCode).toBe(200);
    expect((await decide(rejected.id, 'rejected')).statusCode).toBe(200);

    const res = await myStats(finder.token);
    expect(res.json()).toEqual({ medianResponseHours: 2, decidedClaims: 2 });
  });
});
