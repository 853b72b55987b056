/**
 * An organisation's public page (GET /api/organisations/{slug}, issue 28): only a verified
 * organisation has one; it lists only the held items anyone may claim (available, shown, not
 * expired), newest first, 20 a page, narrowed by words; "mine" stays the caller's own list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createItem, createUser } from '../../../test/factories';
import { heldItems } from '../../db/schema';
import { createOrganisation } from './organisations.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = (slug: string, query = '') => t.request({ method: 'GET', url: `/api/organisations/${slug}${query}` });

async function hold(organisationId: string, finderId: string, overrides: Parameters<typeof createItem>[2] = {}, expired = false) {
  const item = await createItem(t.app.ctx.db, finderId, overrides);
  await t.app.ctx.db.insert(heldItems).values({
    itemId: item.id,
    organisationId,
    custody: 'posted',
    receivedBy: finderId,
    heldUntil: new Date(Date.now() + 60 * 86_400_000),
    ...(expired ? { expiredAt: new Date() } : {}),
  });
  return item;
}

describe('the public page of an organisation', () => {
  it('lists only what a verified organisation holds and anyone may claim, newest first', async () => {
    const manager = await createUser(t.app.ctx.db);
    const org = await createOrganisation(t.app.ctx.db, manager.user, {
      slug: 'kencom-sacco',
      payoutPhone: manager.user.phone,
      payoutPhoneVerifiedAt: new Date(),
    });
    const older = await hold(org.id, manager.user.id, { title: 'Blue umbrella', createdAt: new Date(Date.now() - 60_000) });
    const newer = await hold(org.id, manager.user.id, { title: 'Black leather wallet' });
    await hold(org.id, manager.user.id, { title: 'Hidden phone', isHidden: true });
    await hold(org.id, manager.user.id, { title: 'Claimed keys', status: 'claimed' });
    await hold(org.id, manager.user.id, { title: 'Removed bag', status: 'removed', removedAt: new Date() });
    await hold(org.id, manager.user.id, { title: 'Expired ID' }, true);
    await createItem(t.app.ctx.db, manager.user.id, { title: 'Not held at all' });
    const elsewhere = await createOrganisation(t.app.ctx.db, manager.user);
    await hold(elsewhere.id, manager.user.id, { title: 'Held elsewhere' });

    const res = await page('kencom-sacco');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.organisation).toMatchObject({ id: org.id, slug: 'kencom-sacco', verified: true });
    expect(body.organisation).not.toHaveProperty('payoutPhoneVerified');
    expect(body.organisation).not.toHaveProperty('takesFinderShare');
    expect(body.items.map((i: { id: number }) => i.id)).toEqual([newer.id, older.id]);
    expect(body).toMatchObject({ total: 2, currentPage: 1, hasMore: false });
    expect(body.items[0]).toMatchObject({ title: 'Black leather wallet', categoryName: expect.any(String), location: 'Nairobi' });

    const found = (await page('KENCOM-SACCO', '?q=umbrel')).json();
    expect(found.items.map((i: { id: number }) => i.id)).toEqual([older.id]);
    // Every word must match (the title or the description: the factory's says "wallet").
    expect((await page('kencom-sacco', '?q=umbrella%20wallet')).json().items.map((i: { id: number }) => i.id)).toEqual([older.id]);
    expect((await page('kencom-sacco', '?q=umbrella%20passport')).json().items).toEqual([]);
    expect((await page('kencom-sacco', '?q=%25')).json().items).toEqual([]);
  });

  it('pages 20 at a time', async () => {
    const manager = await createUser(t.app.ctx.db);
    const org = await createOrganisation(t.app.ctx.db, manager.user, { slug: 'moi-university-security' });
    for (let i = 0; i < 21; i++) await hold(org.id, manager.user.id, { title: `Water bottle ${i}`, createdAt: new Date(Date.now() - i * 1000) });
    const first = (await page('moi-university-security')).json();
    expect(first).toMatchObject({ total: 21, hasMore: true });
    expect(first.items).toHaveLength(20);
    const second = (await page('moi-university-security', '?page=2')).json();
    expect(second).toMatchObject({ total: 21, currentPage: 2, hasMore: false });
    expect(second.items.map((i: { title: string }) => i.title)).toEqual(['Water bottle 20']);
    expect((await page('moi-university-security', '?page=0')).statusCode).toBe(400);
  });

  it('is 404 for a pending, suspended or rejected organisation, an unknown slug and a reserved word', async () => {
    const manager = await createUser(t.app.ctx.db);
    for (const status of ['pending', 'suspended', 'rejected'] as const) {
      await createOrganisation(t.app.ctx.db, manager.user, { slug: `desk-${status}`, status });
      expect((await page(`desk-${status}`)).statusCode, status).toBe(404);
    }
    expect((await page('no-such-desk')).statusCode).toBe(404);
    await createOrganisation(t.app.ctx.db, manager.user, { slug: 'apply' });
    expect((await page('apply')).statusCode).toBe(404);
    // "mine" is the signed-in list, never a slug.
    expect((await page('mine')).statusCode).toBe(401);
  });
});
