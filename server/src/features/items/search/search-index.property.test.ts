/**
 * One answer, two paths (issue 37, docs/decisions/0270): after any sequence of item writes, edits,
 * hiding, removal, status changes and deletion, the in-memory index, kept current from the change
 * log, answers every date-ordered search exactly as today's SQL statement does (searchPublicItems):
 * the same page's keys (ids and dates to the microsecond) and the same count up to the cap, with
 * words, prefixes, alternatives, county and category filters, statuses, offsets, cursors and
 * ranked orders (one or two queries whose matches come first). An
 * index loaded afresh answers the same as the one that followed the log. Hidden or removed items
 * are therefore never in the index's answer.
 * Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client';
import { items } from '../../../db/schema';
import { createItem, createUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { searchPublicItems, type PublicItemFilter, type PublicPage } from '../public-items.repository';
import { createSearchIndexFeed, loadSearchIndex } from './search-index-feed';
import { searchInIndex } from './search-index-answer';

const VOCABULARY = ['zebra', 'zebras', 'quartz', 'mango', 'mangle', 'violet', 'cobalt'];
const COUNTIES = ['Nairobi', 'Kisumu', "Murang'a"];
const STATUSES = ['available', 'claimed', 'completed', 'removed'];
const word = fc.constantFrom(...VOCABULARY);
const text = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '));
const BASE = Date.parse('2026-06-01T00:00:00Z');

type Action =
  | { kind: 'create'; title: string; county: number; category: number; minutes: number }
  | { kind: 'edit'; pick: number; title: string; county: number }
  | { kind: 'hide' | 'show' | 'delete'; pick: number }
  | { kind: 'status'; pick: number; status: string };

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('create' as const),
      title: text,
      county: fc.nat(2),
      category: fc.nat(1),
      // Few instants: items posted at the same moment are ordered by id.
      minutes: fc.nat(6),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('edit' as const), pick: fc.nat(20), title: text, county: fc.nat(2) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('hide' as const, 'show' as const, 'delete' as const), pick: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('status' as const), pick: fc.nat(20), status: fc.constantFrom(...STATUSES) }) },
);

/** The shapes read-search.ts and search-expansion.ts write. */
const term = fc.oneof(
  word.map((w) => `${w.slice(0, 3)}:*`),
  word.map((w) => `'${w}'`),
  fc.tuple(word, word).map(([a, b]) => `('${a}' | ${b.slice(0, 4)}:*)`),
  fc.constant("('l:kisumu' | mang:*)"),
);
const search = fc.record({
  words: fc.option(
    fc.array(term, { minLength: 1, maxLength: 2 }).map((terms) => terms.join(' & ')),
    { nil: undefined },
  ),
  county: fc.option(fc.nat(2), { nil: undefined }),
  category: fc.option(fc.nat(1), { nil: undefined }),
  statuses: fc.option(fc.constantFrom<string[]>(['available'], ['claimed', 'completed']), { nil: undefined }),
  oldestFirst: fc.boolean(),
  offset: fc.nat(4),
  limit: fc.integer({ min: 1, max: 4 }),
  countCap: fc.integer({ min: 1, max: 12 }),
  cursorAt: fc.option(fc.nat(10), { nil: undefined }),
  // A ranked order (read-search.ts): one or two queries whose matches come first, paged by number.
  preferred: fc.option(fc.array(term, { minLength: 1, maxLength: 2 }), { nil: undefined }),
});

describe('the search index answers as the SQL statement does', () => {
  let t: TestApp;
  let finderId: string;
  let categoryIds: number[];

  beforeAll(async () => {
    t = await createTestApp();
    finderId = (await createUser(t.app.ctx.db)).user.id;
    categoryIds = rowsOf<{ id: number }>(await t.app.ctx.db.execute(sql`select id from categories order by id limit 2`)).map((row) => row.id);
  });
  afterAll(() => t.close());

  async function run(a: Action) {
    const db = t.app.ctx.db;
    if (a.kind === 'create') {
      const createdAt = new Date(BASE + a.minutes * 60_000);
      await createItem(db, finderId, { title: a.title, description: 'found', location: COUNTIES[a.county], categoryId: categoryIds[a.category], createdAt });
      return;
    }
    const ids = rowsOf<{ id: number }>(await db.execute(sql`select id from lost_items order by id`)).map((row) => row.id);
    if (!ids.length) return;
    const id = ids[a.pick % ids.length]!;
    if (a.kind === 'delete') await db.delete(items).where(eq(items.id, id));
    else if (a.kind === 'edit') await db.update(items).set({ title: a.title, location: COUNTIES[a.county] }).where(eq(items.id, id));
    else if (a.kind === 'status') await db.update(items).set({ status: a.status }).where(eq(items.id, id));
    else
      await db
        .update(items)
        .set({ isHidden: a.kind === 'hide' })
        .where(eq(items.id, id));
  }

  it('gives the same pages and counts as SQL after random changes, followed through the log and loaded afresh', async () => {
    const db = t.app.ctx.db;
    const feed = createSearchIndexFeed(t.app.ctx.database);
    await feed.catchUp();
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 12 }), fc.array(search, { minLength: 1, maxLength: 6 }), async (actions, searches) => {
        for (const a of actions) await run(a);
        await feed.catchUp();
        // Read three items a batch, so loading walks the date order from batch to batch.
        const fresh = (await loadSearchIndex(db, 3)).index;
        for (const s of searches) {
          const filter: PublicItemFilter = {
            words: s.words,
            location: s.county === undefined ? undefined : COUNTIES[s.county],
            categoryId: s.category === undefined ? undefined : categoryIds[s.category],
            statuses: s.statuses,
            ...(s.preferred ? { preferred: s.preferred } : {}),
          };
          const page: PublicPage = { offset: s.offset, limit: s.limit, oldestFirst: s.oldestFirst, countCap: s.countCap };
          // A cursor at one of the matches (the whole list read by SQL), or a moment no item has.
          if (s.cursorAt !== undefined && !s.preferred) {
            const all = await searchPublicItems(db, filter, { ...page, offset: 0, limit: 1000, countCap: 1000 });
            page.after = all.keys[s.cursorAt] ?? { createdAt: new Date(BASE + s.cursorAt * 40_000).toISOString().replace('Z', '123Z'), id: 5 };
          }
          const expected = await searchPublicItems(db, filter, page);
          expect({ s, answer: searchInIndex(feed.ready()!, filter, page) }).toEqual({ s, answer: { ...expected, exact: true } });
          expect({ s, answer: searchInIndex(fresh, filter, page) }).toEqual({ s, answer: { ...expected, exact: true } });
        }
      }),
      { numRuns: 30 },
    );
    await feed.stop();
  });

  it('leaves "by location" and a ranked order after a cursor to SQL', async () => {
    const { index } = await loadSearchIndex(t.app.ctx.db);
    const page: PublicPage = { offset: 0, limit: 3, oldestFirst: false, countCap: 10 };
    expect(
      searchInIndex(index, { words: 'zebra:*', preferred: ['zebra:*'] }, { ...page, after: { createdAt: '2026-06-01T00:00:00.000000Z', id: 1 } }),
    ).toBeUndefined();
    expect(searchInIndex(index, { words: 'zebra:*', preferred: ['zebra:*'] }, page)).toBeDefined();
    expect(searchInIndex(index, { words: 'zebra:*' }, { ...page, countyOrder: COUNTIES })).toBeUndefined();
    expect(searchInIndex(index, { words: '!zebra' }, page)).toBeUndefined();
    expect(searchInIndex(index, { words: 'zebra:*' }, page)).toBeDefined();
  });
});
