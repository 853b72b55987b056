import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { eq } from 'drizzle-orm';
import { createItem } from '../../../test/factories';
import { lostReports } from '../../db/schema';
import { createActors } from './admin.test-support';

describe('categories', () => {
  let t: TestApp;
  let actors: Awaited<ReturnType<typeof createActors>>;

  beforeAll(async () => {
    t = await createTestApp();
    actors = await createActors(t);
  });
  afterAll(() => t.close());

  const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.request({ method, url, payload, token: actors.admin.token });
  const adminList = async () => (await asAdmin('GET', '/api/admin/categories')).json() as Array<{ id: number; name: string; itemCount: number }>;

  it('adds, renames and deletes a category, and the public list follows', async () => {
    const created = await asAdmin('POST', '/api/admin/categories', { name: '  Umbrellas ', icon: 'package', description: 'Umbrellas and raincoats' });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(created.json()).toMatchObject({ name: 'Umbrellas', icon: 'package', itemCount: 0 });
    expect((await t.request({ method: 'GET', url: '/api/categories' })).json().map((c: { name: string }) => c.name)).toContain('Umbrellas');

    const renamed = await asAdmin('PUT', `/api/admin/categories/${id}`, { name: 'Rain gear', icon: 'shirt' });
    expect(renamed.json()).toMatchObject({ id, name: 'Rain gear', icon: 'shirt', description: 'Umbrellas and raincoats' });

    expect((await asAdmin('DELETE', `/api/admin/categories/${id}`)).statusCode).toBe(200);
    expect((await adminList()).map((c) => c.id)).not.toContain(id);
    expect((await asAdmin('DELETE', `/api/admin/categories/${id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a category that items use, removed items included', async () => {
    const category = (await asAdmin('POST', '/api/admin/categories', { name: 'Tools', icon: 'briefcase' })).json();
    await createItem(t.app.ctx.db, actors.finder.user.id, { categoryId: category.id, status: 'removed', removalReason: 'Admin removal' });
    await createItem(t.app.ctx.db, actors.finder.user.id, { categoryId: category.id, isHidden: true });
    expect((await adminList()).find((c) => c.id === category.id)?.itemCount).toBe(2);

    const res = await asAdmin('DELETE', `/api/admin/categories/${category.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Cannot delete category with existing items. Move items to another category first.');
    expect((await adminList()).map((c) => c.id)).toContain(category.id);
  });

  it('moves the items and lost reports of a category to another one, then deletes it, in one go', async () => {
    const db = t.app.ctx.db;
    const from = (await asAdmin('POST', '/api/admin/categories', { name: 'Brollies', icon: 'package' })).json();
    const to = (await asAdmin('POST', '/api/admin/categories', { name: 'Umbrellas and coats', icon: 'shirt' })).json();
    const listed = await createItem(db, actors.finder.user.id, { categoryId: from.id, title: 'Green umbrella' });
    await createItem(db, actors.finder.user.id, { categoryId: from.id, status: 'removed', removalReason: 'Admin removal' });
    const [report] = await db
      .insert(lostReports)
      .values({
        ownerId: actors.claimer.user.id,
        categoryId: from.id,
        title: 'Lost a green umbrella',
        description: 'A green umbrella with a wooden handle',
        county: 'Nairobi',
        dateLost: '2026-11-01',
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();

    for (const moveTo of [from.id, 999_999, 'x', -1]) {
      const refused = await asAdmin('DELETE', `/api/admin/categories/${from.id}?moveTo=${moveTo}`);
      expect(refused.statusCode, String(moveTo)).toBe(400);
    }
    expect((await adminList()).find((c) => c.id === from.id)?.itemCount).toBe(2);

    const res = await asAdmin('DELETE', `/api/admin/categories/${from.id}?moveTo=${to.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Category deleted', moved: { items: 2, lostReports: 1 } });
    const categories = await adminList();
    expect(categories.map((c) => c.id)).not.toContain(from.id);
    expect(categories.find((c) => c.id === to.id)?.itemCount).toBe(2);
    expect((await t.request({ method: 'GET', url: `/api/items/${listed.id}` })).json().categoryId).toBe(to.id);
    const [moved] = await db.select().from(lostReports).where(eq(lostReports.id, report.id));
    expect(moved.categoryId).toBe(to.id);
  });

  it("needs a name and an icon ('Please fill in all fields.'), and names are unique whatever the case", async () => {
    for (const payload of [
      { name: '', icon: 'package' },
      { name: 'Shoes', icon: '   ' },
      { name: '   ', icon: '' },
    ]) {
      const res = await asAdmin('POST', '/api/admin/categories', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please fill in all fields.');
    }
    const duplicate = await asAdmin('POST', '/api/admin/categories', { name: 'wallets', icon: 'wallet' });
    expect(duplicate.statusCode).toBe(409);
    const tools = (await adminList()).find((c) => c.name === 'Tools')!;
    expect((await asAdmin('PUT', `/api/admin/categories/${tools.id}`, { name: 'WALLETS', icon: 'wallet' })).statusCode).toBe(409);
    expect((await asAdmin('PUT', '/api/admin/categories/99999', { name: 'Nothing', icon: 'x' })).statusCode).toBe(404);
  });
});
