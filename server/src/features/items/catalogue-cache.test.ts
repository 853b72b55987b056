import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createItem, createUser } from '../../../test/factories';
import { categories, items, users } from '../../db/schema';
import { createCatalogueCache } from './catalogue-cache';
import { createCatalogueVersion, readCatalogueVersion, type CatalogueVersion } from './catalogue-version';
import { itemFields } from './items.test-support';

describe('the catalogue version and the search answers kept under it', () => {
  let t: TestApp;
  let finder: Awaited<ReturnType<typeof createUser>>;
  let admin: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    finder = await createUser(t.app.ctx.db, { firstName: 'Wanjiru' });
    admin = await createUser(t.app.ctx.db, { role: 'admin' });
  });
  afterAll(() => t.close());

  const version = () => readCatalogueVersion(t.app.ctx.db);

  it('goes up once per committed transaction that changes items, category names or finders, and not otherwise', async () => {
    const db = t.app.ctx.db;
    let before = await version();
    const first = await createItem(db, finder.user.id, { title: 'Green umbrella' });
    const second = await createItem(db, finder.user.id, { title: 'Red umbrella' });
    expect(await version()).toBe(before + 2);

    before = await version();
    await db.transaction(async (tx) => {
      await tx
        .update(items)
        .set({ location: 'Nakuru' })
        .where(inArray(items.id, [first.id, second.id]));
      await tx.update(items).set({ nearLocation: 'Stage' }).where(eq(items.id, first.id));
    });
    expect(await version()).toBe(before + 1);

    before = await version();
    await db
      .transaction(async (tx) => {
        await tx.update(items).set({ title: 'Never seen' }).where(eq(items.id, first.id));
        tx.rollback();
      })
      .catch(() => {});
    await db.update(users).set({ emailVerified: false }).where(eq(users.id, finder.user.id));
    await db.update(items).set({ lastContactAt: new Date(), updatedAt: new Date() }).where(eq(items.id, first.id));
    await db.update(users).set({ firstName: 'Wanjiru' }).where(eq(users.id, finder.user.id));
    expect(await version()).toBe(before);

    await db.update(users).set({ firstName: 'Njeri' }).where(eq(users.id, finder.user.id));
    expect(await version()).toBe(before + 1);
    await db.update(categories).set({ description: 'Umbrellas and more' }).where(eq(categories.name, 'Other'));
    expect(await version()).toBe(before + 2);
  });

  it('a search shows a change made through a request on the very next request (an edit, a hide), and one made outside any request as soon as it is announced', async () => {
    const db = t.app.ctx.db;
    const titles = async (query: string) =>
      (await t.request({ method: 'GET', url: `/api/items?search=${query}` })).json().items as Array<{ title: string; finderName: string }>;

    const item = await createItem(db, finder.user.id, { title: 'Brown kiondo basket', description: 'A woven kiondo found at the market.' });
    expect((await titles('kiondo')).map((i) => i.title)).toEqual(['Brown kiondo basket']);
    expect((await titles('kiondo')).map((i) => i.title)).toEqual(['Brown kiondo basket']);

    const edited = await t.request({
      method: 'PUT',
      url: `/api/items/${item.id}`,
      token: finder.token,
      payload: { ...itemFields({ title: 'Brown kiondo bag', description: 'A woven kiondo found at the market.' }), categoryId: item.categoryId },
    });
    expect(edited.statusCode).toBe(200);
    expect((await titles('kiondo')).map((i) => i.title)).toEqual(['Brown kiondo bag']);

    const hidden = await t.request({ method: 'POST', url: `/api/admin/items/${item.id}/hide`, token: admin.token, payload: { reason: 'Duplicate post' } });
    expect(hidden.statusCode).toBe(200);
    expect(await titles('kiondo')).toEqual([]);

    // Straight to the database, as another server process would: seen once PostgreSQL's NOTIFY
    // arrives (at once with PGlite, a moment later with a PostgreSQL server).
    await db.execute(sql`update lost_items set is_hidden = false where id = ${item.id}`);
    await expect.poll(async () => (await titles('kiondo')).map((i) => i.title), { timeout: 1000, interval: 10 }).toEqual(['Brown kiondo bag']);
    await db.update(users).set({ firstName: 'Akinyi' }).where(eq(users.id, finder.user.id));
    await expect.poll(async () => (await titles('kiondo')).map((i) => i.finderName), { timeout: 1000, interval: 10 }).toEqual(['Akinyi']);
  });

  /** A catalogue whose number the test sets. */
  const fixedCatalogue = () => {
    const catalogue = { version: 1, current: async () => catalogue.version, markWritten() {}, start: async () => {}, stop: async () => {} };
    return catalogue satisfies CatalogueVersion;
  };

  it('computes an answer once for identical questions, also concurrent ones, and again after the catalogue changed', async () => {
    const catalogue = fixedCatalogue();
    const cache = createCatalogueCache<number>(catalogue, { maxEntries: 2 });
    let computed = 0;
    const compute = async () => ++computed;

    const [a, b] = await Promise.all([cache.get('q', compute), cache.get('q', compute)]);
    expect([a, b, await cache.get('q', compute)]).toEqual([1, 1, 1]);
    expect(computed).toBe(1);

    catalogue.version = 2;
    expect(await cache.get('q', compute)).toBe(2);

    // The least recently asked question goes first when the cache is full.
    await cache.get('r', compute);
    await cache.get('q', compute);
    await cache.get('s', compute);
    expect(cache.size).toBe(2);
    const before = computed;
    await cache.get('q', compute);
    expect(computed).toBe(before);
    await cache.get('r', compute);
    expect(computed).toBe(before + 1);
  });

  it('does not keep a failed computation', async () => {
    const cache = createCatalogueCache<string>(fixedCatalogue(), { maxEntries: 4 });
    await expect(cache.get('q', () => Promise.reject(new Error('database went away')))).rejects.toThrow('database went away');
    expect(await cache.get('q', async () => 'answer')).toBe('answer');
  });
});

describe('the catalogue number kept in memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Moves the number in the database without announcing it, as a lost NOTIFY would leave it. */
  const moveSilently = async () => {
    await t.app.ctx.db.execute(sql`update catalogue_version set version = version + 100`);
    return readCatalogueVersion(t.app.ctx.db);
  };

  /** A LISTEN the test drives: announcements and connection losses on demand. */
  const drivenListen = () => {
    const driven = {
      announce: (_payload: string) => {},
      state: (_listening: boolean) => {},
      listen: async (_channel: string, onPayload: (payload: string) => void, onState?: (listening: boolean) => void) => {
        driven.announce = onPayload;
        driven.state = onState ?? (() => {});
        onState?.(true);
        return async () => {};
      },
    };
    return driven;
  };

  it('trusts the number in memory while listening, takes announcements, and asks the database again after a local write', async () => {
    const driven = drivenListen();
    const catalogue = createCatalogueVersion({ db: t.app.ctx.db, listen: driven.listen });
    await catalogue.start();
    const first = await catalogue.current();
    expect(first).toBe(await readCatalogueVersion(t.app.ctx.db));

    const moved = await moveSilently();
    expect(await catalogue.current()).toBe(first);

    driven.announce(String(first + 1));
    expect(await catalogue.current()).toBe(first + 1);
    driven.announce('not a number');
    expect(await catalogue.current()).toBe(first + 1);

    catalogue.markWritten();
    expect(await catalogue.current()).toBe(moved);
    await catalogue.stop();
  });

  it('asks the database on every call while the LISTEN is lost, and once more when it is back', async () => {
    const driven = drivenListen();
    const catalogue = createCatalogueVersion({ db: t.app.ctx.db, listen: driven.listen });
    await catalogue.start();
    await catalogue.current();

    driven.state(false);
    for (let i = 0; i < 2; i++) {
      const moved = await moveSilently();
      expect(await catalogue.current()).toBe(moved);
    }

    driven.state(true);
    const missed = await moveSilently();
    expect(await catalogue.current()).toBe(missed);
    await moveSilently();
    expect(await catalogue.current()).toBe(missed);
    await catalogue.stop();
  });

  it('asks the database again after any API call that may have written, GETs included, and after each job; not after a pure read', async () => {
    const { catalogue } = t.app.ctx;
    // app.inject straight, not t.request: the harness itself marks every request as a write.
    const call = (method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
    const read = await catalogue.current();
    expect(await catalogue.current()).toBe(read);

    let moved = await moveSilently();
    for (const url of ['/api/items', `/api/items/1`, '/api/public/stats', '/api/categories', '/', '/search']) await call('GET', url);
    expect(await catalogue.current()).toBe(read);

    expect((await call('POST', '/api/contact')).statusCode).toBe(400);
    expect(await catalogue.current()).toBe(moved);

    moved = await moveSilently();
    expect((await call('GET', '/api/auth/user')).statusCode).toBe(401);
    expect(await catalogue.current()).toBe(moved);

    moved = await moveSilently();
    await t.app.ctx.jobs.runDueJobs();
    expect(await catalogue.current()).toBe(moved);
  });

  it('hears the database announce each committed change over the real LISTEN', async () => {
    const catalogue = createCatalogueVersion(t.app.ctx.database);
    await catalogue.start();
    const before = await catalogue.current();
    const finder = await createUser(t.app.ctx.db);
    await createItem(t.app.ctx.db, finder.user.id);
    await expect.poll(() => catalogue.current(), { timeout: 2000 }).toBe(before + 1);
    await catalogue.stop();
  });
});
