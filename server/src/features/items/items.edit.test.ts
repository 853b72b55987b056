import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createItem, createUser, firstCategoryId } from '../../../test/factories';
import { itemFields, multipart, photoPart, smallPng } from './items.test-support';

describe('editing an item', () => {
  let t: TestApp;
  let finder: Awaited<ReturnType<typeof createUser>>;
  let other: Awaited<ReturnType<typeof createUser>>;
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestApp();
    finder = await createUser(t.app.ctx.db);
    other = await createUser(t.app.ctx.db);
    categoryId = await firstCategoryId(t.app.ctx.db, 'Keys');
  });
  afterAll(() => t.close());

  const fields = (overrides: Record<string, string> = {}) => ({ ...itemFields({ categoryId: String(categoryId), ...overrides }), categoryId });
  const upload = async (token: string) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/items/upload-photos',
      token,
      ...(await multipart({}, [photoPart(await smallPng(), 'photos', 'k.png', 'image/png')])),
    });
    return res.json().photos[0].url as string;
  };

  it("refuses another user's edit with 403 and changes nothing", async () => {
    const item = await createItem(t.app.ctx.db, finder.user.id, { title: 'Bunch of keys' });
    const res = await t.request({ method: 'PUT', url: `/api/items/${item.id}`, token: other.token, payload: fields({ title: 'Stolen title' }) });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You can only edit items that you posted.');
    expect((await t.request({ method: 'GET', url: `/api/items/${item.id}` })).json().title).toBe('Bunch of keys');
    expect((await t.request({ method: 'PUT', url: `/api/items/${item.id}`, payload: fields() })).statusCode).toBe(401);
    expect((await t.request({ method: 'PUT', url: '/api/items/999999', token: finder.token, payload: fields() })).statusCode).toBe(404);
  });

  it('saves new fields (scrubbed) and a new photo list, deleting photos taken off', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/items',
      token: finder.token,
      ...(await multipart(itemFields({ categoryId: String(categoryId) }), [photoPart(await smallPng(), 'photos', 'a.png', 'image/png')])),
    });
    const item = created.json();
    const oldPhoto = item.images[0];
    const newPhoto = await upload(finder.token);

    const res = await t.request({
      method: 'PUT',
      url: `/api/items/${item.id}`,
      token: finder.token,
      payload: { ...fields({ title: 'Keys with a red tag', description: 'Three keys on a red tag. Phone 0712345678.' }), images: [newPhoto] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Keys with a red tag',
      images: [newPhoto],
      description: 'Three keys on a red tag. Phone [Contact removed for privacy].',
    });
    expect((await t.request({ method: 'GET', url: oldPhoto })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: newPhoto })).statusCode).toBe(200);
  });

  it("keeps the photos when the edit sends no list, and refuses someone else's upload", async () => {
    const item = await createItem(t.app.ctx.db, finder.user.id, { images: ['/uploads/items/legacy.webp'] });
    const kept = await t.request({ method: 'PUT', url: `/api/items/${item.id}`, token: finder.token, payload: fields({ title: 'Renamed keys' }) });
    expect(kept.json().images).toEqual(['/uploads/items/legacy.webp']);
    const othersPhoto = await upload(other.token);
    const res = await t.request({ method: 'PUT', url: `/api/items/${item.id}`, token: finder.token, payload: { ...fields(), images: [othersPhoto] } });
    expect(res.statusCode).toBe(400);
  });

  it('refuses more than 5 photos', async () => {
    const item = await createItem(t.app.ctx.db, finder.user.id);
    const six = Array.from({ length: 6 }, (_, i) => `/uploads/items/${String(i).repeat(32)}.webp`);
    const res = await t.request({ method: 'PUT', url: `/api/items/${item.id}`, token: finder.token, payload: { ...fields(), images: six } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You can only upload up to 5 images');
  });
});
