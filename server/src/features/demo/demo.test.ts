/**
 * `npm run demo` on a fresh database: the README's examples answer something (search, the USSD
 * "wallets in Nairobi", the document lookup, a demo sign-in), a second run adds nothing, and a
 * production server refuses it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { items, lostReports, users } from '../../db/schema';
import { ussdPath, USSD_ENV, newPhone } from '../ussd/ussd.test-support';
import { DEMO_ITEMS, DEMO_REFUSED_IN_PRODUCTION, fillDemoData } from './fill-demo-data';
import { DEMO_PASSWORD, DEMO_PEOPLE } from './demo-people';

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: USSD_ENV });
  });
  afterAll(() => t.close());

  const count = async (table: typeof items | typeof users | typeof lostReports) =>
    (await t.app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
  const search = async (query: string) => {
    const res = await t.request({ method: 'GET', url: `/api/items?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json() as { items: Array<{ title: string; location: string; categoryName: string }>; total: number };
  };

  it('fills a fresh database with items in both languages across counties and categories', async () => {
    const outcome = await fillDemoData(t.app.ctx);
    expect(outcome).toEqual({ accountsAdded: DEMO_PEOPLE.length, itemsAdded: DEMO_ITEMS.length, reportsAdded: 1 });
    expect(DEMO_ITEMS.length).toBeGreaterThanOrEqual(30);
    const all = await search('limit=50');
    expect(all.total).toBe(DEMO_ITEMS.length);
    expect(new Set(all.items.map((item) => item.location)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(all.items.map((item) => item.categoryName)).size).toBe(9);
  });

  it('answers the README examples: wallets in Nairobi on the web and by USSD, a Kiswahili word, a document number', async () => {
    const wallets = await search('search=wallet&location=Nairobi');
    expect(wallets.total).toBeGreaterThan(0);
    expect(wallets.items.every((item) => item.location === 'Nairobi')).toBe(true);
    expect((await search('search=pochi')).total).toBeGreaterThan(0);
    expect((await search('search=keys&location=Nairobi')).items.some((item) => /key/i.test(item.title))).toBe(true);

    const screen = await ussdPath(t, newPhone(), '1', '1', '3', '1');
    expect(screen).toMatch(/^CON Wallets found in Nairobi:\n1 /);

    const lookup = await t.request({ method: 'POST', url: '/api/documents/lookup', payload: { number: '12345678' } });
    expect(lookup.json()).toMatchObject({ found: true });
  });

  it('signs a demo finder in with the demo password; their phone is verified', async () => {
    const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_PEOPLE[0].email, password: DEMO_PASSWORD } });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ firstName: DEMO_PEOPLE[0].firstName, phoneVerified: true });
  });

  it('adds nothing on a second run', async () => {
    const before = { items: await count(items), users: await count(users), reports: await count(lostReports) };
    expect(await fillDemoData(t.app.ctx)).toEqual({ accountsAdded: 0, itemsAdded: 0, reportsAdded: 0 });
    expect({ items: await count(items), users: await count(users), reports: await count(lostReports) }).toEqual(before);
  });

  it('refuses a production server and writes nothing', async () => {
    const before = await count(items);
    const ctx = { ...t.app.ctx, config: { ...t.app.ctx.config, isProduction: true } };
    await expect(fillDemoData(ctx)).rejects.toThrow(DEMO_REFUSED_IN_PRODUCTION);
    expect(await count(items)).toBe(before);
  });
});
