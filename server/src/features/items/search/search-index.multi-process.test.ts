/**
 * Two server processes, each with its own search index, on one database (docs/decisions/0270):
 * PostgreSQL when TEST_DATABASE_URL is set (each app its own pool and LISTEN connection), else two
 * apps on one PGlite instance. A change made through one process is searchable from the other's
 * index once that process has applied the change's log entry: the test waits on the catalogue's
 * number, never on a clock. A hidden item is never served by the process that hid it, nor by the
 * other once it reached the hiding's number.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app';
import { readCatalogueVersion } from '../catalogue-version';
import { createItem, createUser } from '../../../../test/factories';
import { createTestDatabase, testConfig } from '../../../../test/helpers';
import { searchIndexOf } from './search-index-start';

describe('the search index in two processes', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let apps: FastifyInstance[];

  beforeAll(async () => {
    database = await createTestDatabase();
    apps = [];
    for (let i = 0; i < 2; i++) {
      const config = testConfig({ SEARCH_INDEX: 'on', ...(process.env.TEST_DATABASE_URL ? { DATABASE_URL: database.url } : {}) });
      // On PGlite both apps share the one in-process database; on PostgreSQL each opens its own pool.
      const app = await buildApp({ config, ...(process.env.TEST_DATABASE_URL ? {} : { database: database.handle }) });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps ?? []) await app.close();
    await database?.handle.close();
    await database?.drop();
  });

  const feedOf = (app: FastifyInstance) => searchIndexOf(app.ctx)!;
  const titles = async (app: FastifyInstance, search: string) =>
    (await app.inject({ method: 'GET', url: `/api/items?search=${search}` })).json().items.map((item: { title: string }) => item.title);
  /** The catalogue's number now, as the database has it. */
  const versionNow = () => readCatalogueVersion(database.handle.db);

  it('a new item, an edit and a hide through one process reach the other once it applied their numbers', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const db = database.handle.db;
    const finder = await createUser(db);
    const admin = await createUser(db, { role: 'admin' });
    const item = await createItem(db, finder.user.id, { title: 'Maroon school sweater', description: 'A maroon sweater found at the school gate.' });

    await feedOf(second).reached(await versionNow());
    expect(feedOf(second).ready()!.has(item.id)).toBe(true);
    expect(await titles(second, 'sweater')).toEqual(['Maroon school sweater']);

    const edited = await first.inject({
      method: 'PUT',
      url: `/api/items/${item.id}`,
      headers: { 'x-auth-token': finder.token },
      payload: {
        title: 'Maroon jumper, name tag inside',
        description: 'A maroon jumper found at the school gate.',
        categoryId: item.categoryId,
        location: item.location,
        dateFound: item.dateFound,
        verificationQuestion1: 'What name is on the tag?',
      },
    });
    expect(edited.statusCode).toBe(200);
    await feedOf(second).reached(await versionNow());
    // Read from the index itself, so the answer is the index's and not SQL's.
    const page = { offset: 0, limit: 5, oldestFirst: false, countCap: 10 };
    expect(
      feedOf(second)
        .ready()!
        .search({ terms: { kind: 'lexeme', text: 'jumper', prefix: false }, required: [], ...page }).ids,
    ).toEqual([item.id]);
    expect(
      feedOf(second)
        .ready()!
        .search({ terms: { kind: 'lexeme', text: 'sweater', prefix: false }, required: [], ...page }).ids,
    ).toEqual([]);
    expect(await titles(second, 'jumper')).toEqual(['Maroon jumper, name tag inside']);

    const hidden = await first.inject({
      method: 'POST',
      url: `/api/admin/items/${item.id}/hide`,
      headers: { 'x-auth-token': admin.token },
      payload: { reason: 'Posted twice' },
    });
    expect(hidden.statusCode).toBe(200);
    // The process that hid it: at once, whether or not its index has applied the hiding yet.
    expect(await titles(first, 'jumper')).toEqual([]);
    await feedOf(second).reached(await versionNow());
    expect(feedOf(second).ready()!.has(item.id)).toBe(false);
    expect(await titles(second, 'jumper')).toEqual([]);
    await feedOf(first).reached(await versionNow());
    expect(feedOf(first).ready()!.has(item.id)).toBe(false);
  });
});
