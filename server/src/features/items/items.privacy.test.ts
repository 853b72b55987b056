import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createCompletedPayment, createItem, createUser } from '../../../test/factories';
import { items } from '../../db/schema';

describe("the finder's privacy in lists and details", () => {
  let t: TestApp;
  let paid: Awaited<ReturnType<typeof createCompletedPayment>>;
  let stranger: Awaited<ReturnType<typeof createUser>>;
  let admin: { token: string };
  let finderPhone: string;
  let finderEmail: string;
  let finderLastName: string;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.ctx.db;
    paid = await createCompletedPayment(db);
    await db.update(items).set({ verificationAnswer1: 'A photo of a lion', status: 'claimed', isClaimed: true }).where(eq(items.id, paid.item.id));
    ({ phone: finderPhone, email: finderEmail, lastName: finderLastName } = paid.finder.user);
    stranger = await createUser(db);
    admin = await createUser(db, { role: 'admin' });
  });
  afterAll(() => t.close());

  const detail = (token?: string) => t.request({ method: 'GET', url: `/api/items/${paid.item.id}`, token });
  const list = (token?: string) => t.request({ method: 'GET', url: '/api/items', token });
  const revealsContact = (body: string) => body.includes(finderPhone) || body.includes(finderEmail) || body.includes(finderLastName);

  it('a guest sees the first name only: no phone, e-mail, last name or expected answers', async () => {
    for (const res of [await detail(), await list()]) {
      expect(res.statusCode).toBe(200);
      expect(revealsContact(res.body)).toBe(false);
      expect(res.body).not.toContain('A photo of a lion');
    }
    const item = (await detail()).json();
    expect(item.finderName).toBe('Test');
    expect(item).not.toHaveProperty('finderPhone');
    expect(item).not.toHaveProperty('finderEmail');
    expect(item).not.toHaveProperty('verificationAnswer1');
  });

  it('another signed-in user sees no more than a guest', async () => {
    for (const res of [await detail(stranger.token), await list(stranger.token)]) {
      expect(res.statusCode).toBe(200);
      expect(revealsContact(res.body)).toBe(false);
      expect(res.body).not.toContain('A photo of a lion');
    }
  });

  it('an approved but unpaid claimer does not see the contact', async () => {
    const db = t.app.ctx.db;
    const finder = await createUser(db);
    const claimer = await createUser(db);
    const item = await createItem(db, finder.user.id, { claimedBy: claimer.user.id });
    const res = await t.request({ method: 'GET', url: `/api/items/${item.id}`, token: claimer.token });
    expect(res.body).not.toContain(finder.user.phone);
    expect(res.body).not.toContain(finder.user.email);
  });

  it('the claimer whose payment completed sees name, phone and e-mail, but not the expected answers', async () => {
    for (const res of [await detail(paid.claimer.token), await list(paid.claimer.token)]) {
      expect(res.body).toContain(finderPhone);
      expect(res.body).toContain(finderEmail);
      expect(res.body).not.toContain('A photo of a lion');
    }
    expect((await detail(paid.claimer.token)).json()).toMatchObject({ finderName: `Test ${finderLastName}`, finderPhone, finderEmail });
  });

  it('the finder sees everything, expected answers included', async () => {
    const item = (await detail(paid.finder.token)).json();
    expect(item).toMatchObject({ finderPhone, finderEmail, verificationAnswer1: 'A photo of a lion' });
    const mine = await t.request({ method: 'GET', url: '/api/my-items', token: paid.finder.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()[0]).toMatchObject({ id: paid.item.id, isClaimed: true, verificationAnswer1: 'A photo of a lion' });
    expect(mine.json()[0].verifications).toEqual([expect.objectContaining({ id: paid.claim.id, status: 'approved', claimerId: paid.claimer.user.id })]);
  });

  it('an admin sees the contact but not the expected answers', async () => {
    const res = await detail(admin.token);
    expect(res.json()).toMatchObject({ finderPhone, finderEmail });
    expect(res.body).not.toContain('A photo of a lion');
  });

  it('a refunded payment reveals nothing', async () => {
    const refunded = await createCompletedPayment(t.app.ctx.db, { status: 'refunded' });
    const res = await t.request({ method: 'GET', url: `/api/items/${refunded.item.id}`, token: refunded.claimer.token });
    expect(res.body).not.toContain(refunded.finder.user.phone);
  });
});

describe('hidden and removed items', () => {
  let t: TestApp;
  let finder: Awaited<ReturnType<typeof createUser>>;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let ids: { visible: number; hidden: number; removed: number };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.ctx.db;
    finder = await createUser(db);
    admin = await createUser(db, { role: 'admin' });
    const visible = await createItem(db, finder.user.id, { title: 'Visible umbrella' });
    const hidden = await createItem(db, finder.user.id, { title: 'Hidden umbrella', isHidden: true, hiddenReason: 'Spam' });
    const removed = await createItem(db, finder.user.id, { title: 'Removed umbrella', status: 'removed', removalReason: 'Admin removal' });
    ids = { visible: visible.id, hidden: hidden.id, removed: removed.id };
  });
  afterAll(() => t.close());

  it('are never listed, whatever the filters or the viewer', async () => {
    for (const url of ['/api/items', '/api/items?search=umbrella', '/api/items?status=removed', '/api/items?status=all', '/api/items?location=Nairobi']) {
      for (const token of [undefined, finder.token, admin.token]) {
        const body = (await t.request({ method: 'GET', url, token })).json();
        const titles = body.items.map((i: { title: string }) => i.title);
        expect(titles).not.toContain('Hidden umbrella');
        expect(titles).not.toContain('Removed umbrella');
        expect(body.total).toBe(titles.length);
      }
    }
  });

  it('answer 404 to the public and other users, and show to the finder and admins', async () => {
    const stranger = await createUser(t.app.ctx.db);
    for (const id of [ids.hidden, ids.removed]) {
      expect((await t.request({ method: 'GET', url: `/api/items/${id}` })).statusCode).toBe(404);
      expect((await t.request({ method: 'GET', url: `/api/items/${id}`, token: stranger.token })).statusCode).toBe(404);
      expect((await t.request({ method: 'GET', url: `/api/items/${id}`, token: finder.token })).statusCode).toBe(200);
      expect((await t.request({ method: 'GET', url: `/api/items/${id}`, token: admin.token })).statusCode).toBe(200);
    }
    expect((await t.request({ method: 'GET', url: `/api/items/${ids.visible}` })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/items/999999' })).statusCode).toBe(404);
  });

  it("stay in the finder's own list", async () => {
    const mine = (await t.request({ method: 'GET', url: '/api/my-items', token: finder.token })).json();
    expect(mine.map((i: { title: string }) => i.title).sort()).toEqual(['Hidden umbrella', 'Removed umbrella', 'Visible umbrella']);
  });
});
