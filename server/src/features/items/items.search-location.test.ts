import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createItem, createUser } from '../../../test/factories';

describe('searching by location: the nearest counties first', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.ctx.db;
    const finder = await createUser(db);
    const base = new Date('2026-03-01T08:00:00Z').getTime();
    // Posted in this order, a minute apart: newest first would put Turkana first.
    const places = ['Kiambu', 'Mombasa', 'Nairobi', 'Kilifi', 'Nairobi', 'Turkana'];
    for (const [index, location] of places.entries()) {
      await createItem(db, finder.user.id, { title: `Wallet ${index + 1} in ${location}`, location, createdAt: new Date(base + index * 60_000) });
    }
  });
  afterAll(() => t.close());

  const places = async (query: string) => {
    const res = await t.request({ method: 'GET', url: `/api/items?sort=location${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: Array<{ title: string; location: string }> }).items.map((item) => item.title);
  };

  it("lists the searcher's county first, newest first within it, then its neighbours, the far ones last", async () => {
    expect(await places('&near=nairobi')).toEqual([
      // Kilifi (Kilifi town, ~430 km) and Mombasa (~440 km) before Lodwar in Turkana (~510 km).
      'Wallet 5 in Nairobi',
      'Wallet 3 in Nairobi',
      'Wallet 1 in Kiambu',
      'Wallet 4 in Kilifi',
      'Wallet 2 in Mombasa',
      'Wallet 6 in Turkana',
    ]);
    expect((await places('&near=Mombasa')).slice(0, 2)).toEqual(['Wallet 2 in Mombasa', 'Wallet 4 in Kilifi']);
  });

  it("uses the phone's position when it is given (Nyali, Mombasa)", async () => {
    expect((await places('&lat=-4.03&lng=39.71')).slice(0, 2)).toEqual(['Wallet 2 in Mombasa', 'Wallet 4 in Kilifi']);
  });

  it('groups by county in the usual order (Nairobi first) when nothing says where the searcher is', async () => {
    expect((await places('')).slice(0, 3)).toEqual(['Wallet 5 in Nairobi', 'Wallet 3 in Nairobi', 'Wallet 1 in Kiambu']);
    // An unknown county is no place: the same grouping, not an error.
    expect((await places('&near=Atlantis')).slice(0, 2)).toEqual(['Wallet 5 in Nairobi', 'Wallet 3 in Nairobi']);
  });

  it('refuses a position that is not one', async () => {
    for (const query of ['&lat=200&lng=36', '&lat=x&lng=36', `&near=${'N'.repeat(60)}`]) {
      const res = await t.request({ method: 'GET', url: `/api/items?sort=location${query}` });
      expect(res.statusCode, query).toBe(400);
    }
  });
});
