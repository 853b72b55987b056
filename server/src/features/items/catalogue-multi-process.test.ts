/**
 * Kept answers across several server processes on one PostgreSQL (docs/decisions/0130): a change
 * made through one process reaches the answers another process keeps when PostgreSQL announces
 * the catalogue's new number. Needs a PostgreSQL server (TEST_DATABASE_URL, as in .ci/run).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcesses } from '../../../test/helpers';
import { createItem, createUser } from '../../../test/factories';

const hasPostgres = !!process.env.TEST_DATABASE_URL;

describe.skipIf(!hasPostgres)('kept catalogue answers across two server processes (needs TEST_DATABASE_URL)', () => {
  let processes: Awaited<ReturnType<typeof startServerProcesses>>;
  beforeAll(async () => {
    processes = await startServerProcesses(2);
  });
  afterAll(() => processes?.close());

  it('an edit and a hide through the first process reach the answers the second one keeps', async () => {
    const { database, apps } = processes;
    const db = database.handle.db;
    const finder = await createUser(db);
    const admin = await createUser(db, { role: 'admin' });
    const item = await createItem(db, finder.user.id, { title: 'Maroon school sweater', description: 'A maroon sweater found at the school gate.' });
    const second = apps[1];
    const search = async () => (await second.inject({ method: 'GET', url: '/api/items?search=sweater' })).json().items.map((i: { title: string }) => i.title);
    const itemPage = async () => second.inject({ method: 'GET', url: `/api/items/${item.id}` });

    expect(await search()).toEqual(['Maroon school sweater']);
    expect((await itemPage()).json().title).toBe('Maroon school sweater');

    const edited = await apps[0].inject({
      method: 'PUT',
      url: `/api/items/${item.id}`,
      headers: { 'x-auth-token': finder.token },
      payload: {
        title: 'Maroon school sweater, name tag inside',
        description: 'A maroon sweater found at the school gate.',
        categoryId: item.categoryId,
        location: item.location,
        dateFound: item.dateFound,
        verificationQuestion1: 'What name is on the tag?',
      },
    });
    expect(edited.statusCode).toBe(200);
    await expect.poll(search, { timeout: 1000, interval: 20 }).toEqual(['Maroon school sweater, name tag inside']);
    await expect.poll(async () => (await itemPage()).json().title, { timeout: 1000, interval: 20 }).toBe('Maroon school sweater, name tag inside');

    const hidden = await apps[0].inject({
      method: 'POST',
      url: `/api/admin/items/${item.id}/hide`,
      headers: { 'x-auth-token': admin.token },
      payload: { reason: 'Posted twice' },
    });
    expect(hidden.statusCode).toBe(200);
    await expect.poll(search, { timeout: 1000, interval: 20 }).toEqual([]);
    await expect.poll(async () => (await itemPage()).statusCode, { timeout: 1000, interval: 20 }).toBe(404);
  });
});

describe.skipIf(hasPostgres)('kept catalogue answers across two server processes', () => {
  it.skip('needs a PostgreSQL server: set TEST_DATABASE_URL (see README) to run it', () => {});
});
