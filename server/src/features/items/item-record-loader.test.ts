import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createItem, createUser } from '../../../test/factories';
import * as repository from './items.repository';
import { createItemRecordLoader } from './item-record-loader';

vi.mock('./items.repository', async (importOriginal) => {
  const original = await importOriginal<typeof import('./items.repository')>();
  return { ...original, findItemRecords: vi.fn(original.findItemRecords) };
});
const findItemRecords = vi.mocked(repository.findItemRecords);

describe('item pages nobody viewed lately, asked for at once', () => {
  let t: TestApp;
  let ids: number[];
  beforeAll(async () => {
    t = await createTestApp();
    const finder = await createUser(t.app.ctx.db, { firstName: 'Achieng' });
    ids = [];
    for (let n = 1; n <= 12; n++) ids.push((await createItem(t.app.ctx.db, finder.user.id, { title: `Umbrella number ${n}` })).id);
  });
  afterAll(() => t.close());

  it('cost one statement between them, and each caller gets its own item (or 404)', async () => {
    // The catalogue's number learnt once, as on a server already answering.
    expect((await t.request({ method: 'GET', url: `/api/items/${ids[0]}` })).statusCode).toBe(200);
    findItemRecords.mockClear();
    const asked = [...ids.slice(1), ids[3], 999_999];
    const answers = await Promise.all(asked.map((id) => t.app.inject({ method: 'GET', url: `/api/items/${id}` })));
    expect(findItemRecords).toHaveBeenCalledTimes(1);
    expect(answers.slice(0, 12).map((a) => a.json().title)).toEqual([...ids.slice(1).map((_, n) => `Umbrella number ${n + 2}`), 'Umbrella number 4']);
    expect(answers[12].statusCode).toBe(404);
  });

  it('a failed statement fails every caller of its batch, and the next ones ask again', async () => {
    const load = createItemRecordLoader(t.app.ctx.db);
    findItemRecords.mockRejectedValueOnce(new Error('connection lost'));
    const failed = await Promise.allSettled([load(ids[0]), load(ids[1])]);
    expect(failed.map((f) => f.status)).toEqual(['rejected', 'rejected']);
    expect((await load(ids[1]))?.item.title).toBe('Umbrella number 2');
  });

  it('splits a very busy turn into statements of at most 100 ids', async () => {
    const load = createItemRecordLoader(t.app.ctx.db);
    findItemRecords.mockClear();
    const records = await Promise.all(Array.from({ length: 250 }, (_, n) => load(n < ids.length ? ids[n] : 1_000_000 + n)));
    expect(findItemRecords.mock.calls.map(([, batch]) => batch.length)).toEqual([100, 100, 50]);
    expect(records.slice(0, 12).map((r) => r?.item.id)).toEqual(ids);
    expect(records.slice(12).every((r) => r === undefined)).toBe(true);
  });
});
