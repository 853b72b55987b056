/** Others read an item's coordinates rounded to about 100 m; its finder and admins read them as stored (docs/decisions/0266). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createItem, createUser } from '../../../test/factories';
import { publicCoordinate } from './public-coordinates';

describe('public coordinates of an item', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('rounds to three decimals for a guest and another user, not for the finder or an admin', async () => {
    const finder = await createUser(t.app.ctx.db);
    const other = await createUser(t.app.ctx.db);
    const admin = await createUser(t.app.ctx.db, { role: 'admin' });
    const item = await createItem(t.app.ctx.db, finder.user.id, { location: 'Outside my gate', latitude: '-1.28638912', longitude: '36.81722345' });
    const read = async (token?: string) => (await t.request({ method: 'GET', url: `/api/items/${item.id}`, token })).json();
    for (const token of [undefined, other.token]) {
      expect(await read(token)).toMatchObject({ latitude: '-1.286', longitude: '36.817' });
    }
    for (const token of [finder.token, admin.token]) {
      expect(await read(token)).toMatchObject({ latitude: '-1.28638912', longitude: '36.81722345' });
    }
    const list = (await t.request({ method: 'GET', url: '/api/items?limit=50' })).json();
    const listed = list.items.find((row: { id: number }) => row.id === item.id);
    expect(listed).toMatchObject({ latitude: '-1.286', longitude: '36.817' });
  });

  it('keeps none as none', () => {
    expect(publicCoordinate(null)).toBeNull();
    expect(publicCoordinate('0.0004')).toBe('0.000');
    expect(publicCoordinate('-4.04351000')).toBe('-4.044');
  });
});
