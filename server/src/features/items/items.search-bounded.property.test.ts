/**
 * Bounded search (issue 27, docs/decisions/0256) answers exactly what a plain reference query
 * answers (`search_vector @@ to_tsquery(…)` over the visible items, newest or oldest first),
 * whatever sequence of item writes, edits, hiding, removal and deletion happened, items posted
 * over several weeks: page 1, and every page walked with the cursor. Through the API (a small
 * catalogue is read whole), and through the week-by-week reading itself with bounds small enough
 * that every search is read in several steps; a total is exact whenever it says so.
 * Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { items } from '../../db/schema';
import { createItem, createUser, firstCategoryId } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import type { PageKey, PublicPage } from './public-items.repository';
import { lookupsIn } from './search/search-lookups';
import { expandPrefixes } from './search/search-expansion';
import { searchNewestWeeksFirst } from './search/search-weeks';

/** Words of no Kiswahili row, no place, no glue. */
const VOCABULARY = ['zebra', 'zebras', 'quartz', 'mango', 'mangle', 'violet', 'cobalt', 'lantern'];
const word = fc.constantFrom(...VOCABULARY);
const text = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '));
const WEEK = 7 * 24 * 3600 * 1000;

type Action =
  | { kind: 'create'; title: string; description: string; weeksAgo: number; seconds: number }
  | { kind: 'edit'; pick: number; title: string }
  | { kind: 'hide' | 'show' | 'remove' | 'restore' | 'delete'; pick: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('create' as const), title: text, description: text, weeksAgo: fc.nat(9), seconds: fc.nat(WEEK / 1000) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('edit' as const), pick: fc.nat(15), title: text }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constantFrom('hide' as const, 'show' as const, 'remove' as const, 'restore' as const, 'delete' as const),
      pick: fc.nat(15),
    }),
  },
);
/** A search: a whole word or its first letters. */
const searched = fc.tuple(word, fc.boolean()).map(([w, prefix]) => (prefix ? w.slice(0, 3) : w));

describe('bounded search answers like a plain query', () => {
  let t: TestApp;
  let finderId: string;
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestApp();
    finderId = (await createUser(t.app.ctx.db)).user.id;
    categoryId = await firstCategoryId(t.app.ctx.db);
  });
  afterAll(() => t.close());

  async function run(a: Action) {
    const db = t.app.ctx.db;
    if (a.kind === 'create') {
      const createdAt = new Date(Date.now() - a.weeksAgo * WEEK - a.seconds * 1000);
      await createItem(db, finderId, { title: a.title, description: a.description, nearLocation: null, categoryId, createdAt });
      return;
    }
    const ids = rowsOf<{ id: number }>(await db.execute(sql`select id from lost_items order by id`)).map((row) => row.id);
    if (!ids.length) return;
    const id = ids[a.pick % ids.length];
    const set = {
      edit: { title: a.kind === 'edit' ? a.title : '' },
      hide: { isHidden: true },
      show: { isHidden: false },
      remove: { status: 'removed' },
      restore: { status: 'available' },
    } as const;
    if (a.kind === 'delete') await db.delete(items).where(eq(items.id, id));
    else await db.update(items).set(set[a.kind]).where(eq(items.id, id));
  }

  async function reference(query: string, oldestFirst: boolean): Promise<number[]> {
    const order = oldestFirst ? sql`created_at asc, id asc` : sql`created_at desc, id desc`;
    return rowsOf<{ id: number }>(
      await t.app.ctx.db.execute(sql`
      select id from lost_items where not is_hidden and status <> 'removed' and search_vector @@ to_tsquery('simple', ${`${query}:*`})
      order by ${order}`),
    ).map((row) => row.id);
  }

  /** Every page through the API, each after the previous answer's cursor. */
  async function walkApi(query: string, sort: string) {
    const ids: number[] = [];
    let first: { total: number; totalIsEstimate?: boolean } | undefined;
    let cursor: string | undefined;
    for (let page = 1; page < 60; page++) {
      const url = `/api/items?search=${query}&exact=1&sort=${sort}&limit=3&page=${page}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const answer = res.json() as { items: Array<{ id: number }>; total: number; totalIsEstimate: boolean; hasMore: boolean; nextCursor?: string };
      first ??= answer;
      ids.push(...answer.items.map((item) => item.id));
      if (!answer.hasMore) break;
      expect(answer.nextCursor).toBeDefined();
      cursor = answer.nextCursor;
    }
    return { ids, first: first! };
  }

  /** Every page through the week-by-week reading, with bounds that make it take several steps. */
  async function walkWeeks(query: string, oldestFirst: boolean) {
    const db = t.app.ctx.db;
    const expanded = await expandPrefixes(lookupsIn(db), `${query}:*`);
    const ids: number[] = [];
    const totals: Array<{ counted: number; exact?: boolean }> = [];
    let after: PageKey | undefined;
    for (let page = 1; page < 60; page++) {
      const at: PublicPage = { offset: 0, limit: 3, oldestFirst, countCap: 1001, ...(after ? { after } : {}) };
      const answer = await searchNewestWeeksFirst(db, { words: expanded.words }, at, {
        mostMatches: expanded.mostMatches,
        bounds: { readWholeUpTo: 0, countUpTo: 1 },
      });
      totals.push({ counted: ids.length + answer.counted, exact: answer.exact });
      const shown = answer.keys.slice(0, 2);
      ids.push(...shown.map((key) => key.id));
      if (answer.keys.length <= 2) break;
      after = answer.keys[1];
    }
    // Pages by number (an offset across the weeks read) answer the same.
    for (const offset of [2, 5]) {
      const answer = await searchNewestWeeksFirst(
        db,
        { words: expanded.words },
        { offset, limit: 3, oldestFirst, countCap: 1001 },
        { mostMatches: expanded.mostMatches, bounds: { readWholeUpTo: 0, countUpTo: 1 } },
      );
      expect(answer.keys.slice(0, 2).map((key) => key.id)).toEqual(ids.slice(offset, offset + 2));
    }
    return { ids, totals };
  }

  it('refuses a malformed cursor with 400, with words and without, and changes nothing', async () => {
    await createItem(t.app.ctx.db, finderId, { title: 'Zebra print umbrella', description: 'Found at the stage', nearLocation: null, categoryId });
    const malformed = [
      'yesterday_1',
      '2026-11-01T10:00:00.123Z_1',
      '2026-11-01T10:00:00.123456Z_x',
      // The right shape, but no such moment: they would reach the database as a timestamp it cannot read.
      '2026-13-45T99:99:99.000000Z_1',
      '2026-02-30T10:00:00.000000Z_1',
      '0000-00-00T00:00:00.000000Z_1',
      '2026-11-01T24:00:00.000000Z_1',
      '2026-11-01T10:00:00.123456Z_1\n',
      '２０２６-11-01T10:00:00.123456Z_1',
    ];
    for (const cursor of malformed)
      for (const search of ['', '&search=zebra', '&search=zebra%20nairobi', '&sort=oldest']) {
        const res = await t.request({ method: 'GET', url: `/api/items?page=2${search}&cursor=${encodeURIComponent(cursor)}` });
        expect([cursor, search, res.statusCode]).toEqual([cursor, search, 400]);
      }
    const twice = encodeURIComponent('2026-11-01T10:00:00.123456Z_1');
    expect((await t.request({ method: 'GET', url: `/api/items?page=2&cursor=${twice}&cursor=${twice}` })).statusCode).toBe(400);
    // A real moment, even one before every item or far ahead, is a page like any other.
    for (const cursor of ['0001-01-01T00:00:00.000000Z_1', '9999-12-31T23:59:59.999999Z_999999999'])
      expect((await t.request({ method: 'GET', url: `/api/items?page=2&cursor=${encodeURIComponent(cursor)}` })).statusCode).toBe(200);
  });

  it('expands standing prefixes into listed words, and leaves a hyphenated word and a quoted lexeme alone', async () => {
    await t.app.ctx.db.execute(sql`delete from lost_items`);
    await createItem(t.app.ctx.db, finderId, { title: 'Zebra zebras', description: 'M-Pesa line', nearLocation: null, categoryId });
    const expanded = await expandPrefixes(lookupsIn(t.app.ctx.db), "(zeb:* | m-pesa:*) & ('l:nairobi' | lin:*)");
    expect(expanded.words).toBe("(('zebra' | 'zebras') | m-pesa:*) & ('l:nairobi' | 'line')");
    // Neither term can be bounded by the lexicon: the hyphenated word and the county lexeme have no count there.
    expect(expanded.mostMatches).toBe(Infinity);
    expect((await expandPrefixes(lookupsIn(t.app.ctx.db), 'zebra:* & line:*')).mostMatches).toBe(1);
  });

  it('returns the reference answer on page 1 and across every page, newest and oldest first', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 14 }), searched, fc.boolean(), async (actions, query, oldestFirst) => {
        await t.app.ctx.db.execute(sql`delete from lost_items`);
        for (const a of actions) await run(a);
        const expected = await reference(query, oldestFirst);

        const api = await walkApi(query, oldestFirst ? 'oldest' : 'newest');
        expect(api.ids).toEqual(expected);
        if (!api.first.totalIsEstimate) expect(api.first.total).toBe(expected.length);

        const weeks = await walkWeeks(query, oldestFirst);
        expect(weeks.ids).toEqual(expected);
        for (const total of weeks.totals) if (total.exact) expect(total.counted).toBe(expected.length);
        // The last page read the rest to the end: its total is exact.
        expect(weeks.totals.at(-1)).toEqual({ counted: expected.length, exact: true });
      }),
      { numRuns: 25 },
    );
  });
});
