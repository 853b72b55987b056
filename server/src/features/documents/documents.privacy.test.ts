/**
 * No route answers a document number or its hash: every GET route the server registers, called
 * as a guest, the finder, the owner of a report carrying the number and an admin, with its
 * parameters filled in with the item's and the report's ids, plus the answers of the writes
 * that carried the number. A route added later is covered without touching this test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInNairobi } from '@okota/shared';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createUser, firstCategoryId } from '../../../test/factories';
import { itemDocumentNumbers, lostReportDocumentNumbers } from '../../db/schema';
import { routeTable } from '../../../test/security/route-table';

describe('document numbers never leave the server', () => {
  let t: TestApp;
  let secrets: string[];
  let writes: string[];
  let ids: { item: number; report: number; finder: string; owner: string };
  let tokens: Record<string, string | undefined>;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.ctx.db;
    const finder = await createUser(db, { role: 'finder' });
    const owner = await createUser(db);
    const admin = await createUser(db, { role: 'admin' });
    const documents = await firstCategoryId(db, 'Documents');
    const itemFields = {
      title: 'Driving licence found',
      description: 'A smart card driving licence found at the stage.',
      categoryId: documents,
      location: 'Nairobi',
      dateFound: todayInNairobi(),
      verificationQuestion1: 'What is the name on the licence?',
      documentNumber: 'dlk-4455 66',
    };
    const item = await t.request({ method: 'POST', url: '/api/items', token: finder.token, payload: itemFields });
    const report = await t.request({
      method: 'POST',
      url: '/api/lost-reports',
      token: owner.token,
      payload: {
        title: 'My driving licence',
        categoryId: documents,
        description: 'Lost my smart card licence in town.',
        county: 'Nairobi',
        dateLost: todayInNairobi(),
        documentNumber: 'DLK445566',
      },
    });
    const edit = await t.request({
      method: 'PUT',
      url: `/api/items/${item.json().id}`,
      token: finder.token,
      payload: { ...itemFields, documentNumber: 'DLK 445566' },
    });
    await t.app.ctx.jobs.runDueJobs();
    const hashes = [...(await db.select().from(itemDocumentNumbers)), ...(await db.select().from(lostReportDocumentNumbers))].map((row) => row.numberHash);
    expect(hashes).toHaveLength(2);
    secrets = ['DLK445566', 'dlk-4455 66', 'DLK 445566', ...hashes];
    writes = [item.body, report.body, edit.body];
    ids = { item: item.json().id, report: report.json().id, finder: finder.user.id, owner: owner.user.id };
    tokens = { guest: undefined, finder: finder.token, owner: owner.token, admin: admin.token };
  });
  afterAll(() => t.close());

  const leaks = (body: string) => secrets.filter((secret) => body.toLowerCase().includes(secret.toLowerCase()));

  it('is not in the answers of the writes that carried it', () => {
    for (const body of writes) expect(leaks(body)).toEqual([]);
  });

  it('is in no GET answer, for any caller', async () => {
    const gets = routeTable(t.app).filter((route) => route.method === 'GET' && route.pattern !== '/ws');
    expect(gets.length).toBeGreaterThan(40);
    let answered = 0;
    for (const route of gets) {
      const url = route.pattern
        .replace(/:(\w+)/g, (_, name: string) =>
          String(/user|finder|claimer/i.test(name) ? ids.finder : route.pattern.includes('lost-reports') ? ids.report : ids.item),
        )
        .replace('*', '');
      for (const [who, token] of Object.entries(tokens)) {
        const res = await t.request({ method: 'GET', url, token });
        if (res.statusCode === 200) answered++;
        expect(leaks(res.body), `${who} GET ${url}`).toEqual([]);
      }
    }
    expect(answered).toBeGreaterThan(60);
  });
});
