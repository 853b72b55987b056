import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createCompletedPayment, createUser, firstCategoryId } from '../../../test/factories';
import { items } from '../../db/schema';
import { itemFields, jpegWithGps, multipart, photoPart } from '../items/items.test-support';

describe('public API on a fresh database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves the default fees from settings', async () => {
    const res = await t.request({ method: 'GET', url: '/api/public/fees' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      finderAmount: 100,
      platformAmount: 50,
      totalFee: 150,
      finderPercentage: 67,
      platformPercentage: 33,
      currency: 'KES',
    });
  });

  it('serves stats with zero items and every seeded category', async () => {
    const res = await t.request({ method: 'GET', url: '/api/public/stats' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalItems).toBe(0);
    expect(body.claimedItems).toBe(0);
    expect(body.categories.map((c: { name: string }) => c.name)).toContain('Documents');
    expect(body.categories.every((c: { count: number }) => c.count === 0)).toBe(true);
    expect(body).toMatchObject({ availableItems: 0, reunitedItems: 0, countiesCovered: 0, recentItems: [] });
  });

  it('tells how to reach support: the configured e-mail and phone, with a tel: link', async () => {
    const res = await t.request({ method: 'GET', url: '/api/public/support' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: 'support@okota.co.ke', phone: '0709 123 400', phoneHref: 'tel:+254709123400' });

    const configured = await createTestApp({ env: { SUPPORT_EMAIL: 'help@example.co.ke', SUPPORT_PHONE: '+254 712 000 111' } });
    try {
      const answer = await configured.request({ method: 'GET', url: '/api/public/support' });
      expect(answer.json()).toEqual({ email: 'help@example.co.ke', phone: '0712 000 111', phoneHref: 'tel:+254712000111' });
    } finally {
      await configured.close();
    }
  });

  it('lists categories', async () => {
    const res = await t.request({ method: 'GET', url: '/api/categories' });
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBeGreaterThanOrEqual(8);
  });

  it('reports health with the database engine', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });

  it('answers an unknown /api path with 404 JSON', async () => {
    const res = await t.request({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().message).toMatch(/not found/);
  });

  it('answers malformed JSON with 400 JSON and no internals', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json().message).toBeTypeOf('string');
    expect(res.body).not.toMatch(/at .*\.ts|SELECT|stack/i);
  });

  it('serves an OpenAPI document describing the routes', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/public/fees']).toBeDefined();
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const res = await t.request({ method: 'GET', url: '/api/public/fees' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the landing page counts are the catalogue as it is', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const stats = async () => (await t.request({ method: 'GET', url: '/api/public/stats' })).json();
  const countOf = (body: { categories: Array<{ name: string; count: number }> }, name: string) => body.categories.find((c) => c.name === name)?.count;

  it('counts a posted item at once, and lists the newest available items with photo, county and day found', async () => {
    const finder = await createUser(t.app.ctx.db, { firstName: 'Wanjiru' });
    const electronics = String(await firstCategoryId(t.app.ctx.db, 'Electronics'));
    const before = await stats();
    expect(before).toMatchObject({ totalItems: 0, availableItems: 0, countiesCovered: 0, recentItems: [] });

    const post = async (fields: Record<string, string>, photos: ReturnType<typeof photoPart>[] = []) => {
      const res = await t.request({ method: 'POST', url: '/api/items', token: finder.token, ...(await multipart(itemFields(fields), photos)) });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    const phone = await post({ categoryId: electronics, title: 'Tecno phone in a red case' }, [photoPart(await jpegWithGps(800, 600))]);
    const once = await stats();
    expect(once).toMatchObject({ totalItems: 1, availableItems: 1, countiesCovered: 1 });
    expect(countOf(once, 'Electronics')).toBe(1);
    expect(once.recentItems).toEqual([
      {
        id: phone.id,
        title: 'Tecno phone in a red case',
        categoryName: 'Electronics',
        location: 'Nairobi',
        dateFound: '2025-01-15',
        thumbnail: phone.thumbnails[0],
      },
    ]);

    const bag = await post({ title: 'Green school bag', location: 'Mombasa', dateFound: '2025-01-16' });
    const twice = await stats();
    expect(twice).toMatchObject({ totalItems: 2, availableItems: 2, countiesCovered: 2 });
    expect(twice.recentItems.map((i: { id: number }) => i.id)).toEqual([bag.id, phone.id]);
    expect(twice.recentItems[0]).toMatchObject({ location: 'Mombasa', thumbnail: null });
  });

  it('counts a reunion when the owner confirms the hand-over, and the item leaves the available ones', async () => {
    const before = await stats();
    const { payment, claimer, item } = await createCompletedPayment(t.app.ctx.db);
    // What a completed payment leaves behind (complete-payment.ts): the item claimed by its payer.
    await t.app.ctx.db.update(items).set({ status: 'claimed', isClaimed: true }).where(eq(items.id, item.id));
    const paid = await stats();
    expect(paid).toMatchObject({ totalItems: before.totalItems + 1, availableItems: before.availableItems, reunitedItems: 0 });
    expect(paid.recentItems.map((i: { id: number }) => i.id)).not.toContain(item.id);

    const confirmed = await t.request({ method: 'POST', url: `/api/payments/${payment.id}/confirm-receipt`, token: claimer.token, payload: {} });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await stats()).toMatchObject({ totalItems: before.totalItems + 1, availableItems: before.availableItems, reunitedItems: 1 });
  });

  it('leaves a hidden item out of every figure, and counts it the moment it is shown', async () => {
    const first = await stats();
    expect(await stats()).toEqual(first);
    const finder = await createUser(t.app.ctx.db);
    await t.app.ctx.db.insert(items).values({
      finderId: finder.user.id,
      categoryId: await firstCategoryId(t.app.ctx.db),
      title: 'Hidden wallet',
      description: 'A wallet the admin hid at once.',
      location: 'Kisumu',
      dateFound: '2025-01-17',
      verificationQuestion1: 'What colour is it?',
      isHidden: true,
    });
    expect(await stats()).toEqual(first);
    const [shown] = await t.app.ctx.db.update(items).set({ isHidden: false }).where(eq(items.title, 'Hidden wallet')).returning();
    const after = await stats();
    expect(after).toMatchObject({ totalItems: first.totalItems + 1, availableItems: first.availableItems + 1, countiesCovered: first.countiesCovered + 1 });
    expect(after.recentItems[0].id).toBe(shown.id);
  });
});
