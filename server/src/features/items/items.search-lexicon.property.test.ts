/**
 * The catalogue's words stay true to the catalogue, and search answers stay correct, whatever
 * sequence of item writes, edits, hiding, removal and deletion happens (issue 27): after each
 * random sequence, search_words equals the words counted afresh over the visible items, and a
 * search (exact, as a prefix, or mistyped) answers what a plain reference query over lost_items
 * answers for the word the correction should choose. Runs on PGlite, and on PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { items } from '../../db/schema';
import { createItem, createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { SEARCH_WORD_GROUPS, searchWordAlternatives } from '@okota/shared/search-words';
import { allowedEdits, editDistance } from './search/search-correction';

/** Words of no Kiswahili row, no place, no glue, some one edit from each other. */
const VOCABULARY = ['zebra', 'zebras', 'quartz', 'mango', 'mangle', 'violet', 'violin', 'cobalt', 'lantern', 'lanterns'];
const word = fc.constantFrom(...VOCABULARY);
const text = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '));

type Action =
  | { kind: 'create'; title: string; description: string }
  | { kind: 'edit'; pick: number; title: string }
  | { kind: 'hide' | 'show' | 'remove' | 'restore' | 'delete'; pick: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), title: text, description: text }),
  fc.record({ kind: fc.constant('edit' as const), pick: fc.nat(7), title: text }),
  fc.record({ kind: fc.constantFrom('hide' as const, 'show' as const, 'remove' as const, 'restore' as const, 'delete' as const), pick: fc.nat(7) }),
);

/**
 * Where correction looks (docs/decisions/0236): words that keep the typed word's letters before
 * its middle, or those after it, each half shortened by the edits allowed. With two edits a word
 * mistyped at both ends ("alnterns" for "lantern") is out of reach, by design.
 */
function inReach(typedWord: string, candidate: string, edits: number): boolean {
  const letters = [...typedWord];
  const half = Math.floor(letters.length / 2);
  const start = letters.slice(0, Math.max(1, half - edits)).join('');
  const end = letters.slice(Math.min(letters.length - 1, half + edits)).join('');
  return candidate.startsWith(start) || candidate.endsWith(end);
}

/** A typed word: one of the vocabulary, its prefix, or it with one letter changed, dropped or swapped. */
const typed = fc.tuple(word, fc.constantFrom('same', 'prefix', 'change', 'drop', 'swap'), fc.nat(20)).map(([w, how, at]) => {
  const i = at % w.length;
  if (how === 'prefix') return w.slice(0, Math.max(2, w.length - 2));
  if (how === 'change') return `${w.slice(0, i)}${w[i] === 'x' ? 'y' : 'x'}${w.slice(i + 1)}`;
  if (how === 'drop') return w.slice(0, i) + w.slice(i + 1);
  if (how === 'swap' && i < w.length - 1) return w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
  return w;
});

describe('search words and answers across edits, hiding and removal', () => {
  let t: TestApp;
  let finderId: string;
  const visible = sql`not is_hidden and status <> 'removed'`;

  beforeAll(async () => {
    t = await createTestApp();
    finderId = (await createUser(t.app.ctx.db)).user.id;
  });
  afterAll(() => t.close());

  async function run(a: Action) {
    const db = t.app.ctx.db;
    if (a.kind === 'create') {
      await createItem(db, finderId, { title: a.title, description: a.description, nearLocation: null });
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

  /** The catalogue's words, counted afresh: the reference for search_words. */
  async function referenceLexicon(): Promise<Map<string, number>> {
    const rows = rowsOf<{ word: string; items: number }>(
      await t.app.ctx.db.execute(sql`
      select w as word, count(*)::int as items from lost_items, unnest(tsvector_to_array(search_vector)) w
      where ${visible} group by w`),
    );
    return new Map(rows.map((row) => [row.word, row.items]));
  }

  it('keeps search_words equal to a fresh count, and answers like a plain query for the corrected word', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 12 }), typed, async (actions, query) => {
        for (const a of actions) await run(a);
        const db = t.app.ctx.db;
        const lexicon = await referenceLexicon();
        const kept = rowsOf<{ word: string; items: number }>(await db.execute(sql`select word, items from search_words`));
        expect(new Map(kept.map((row) => [row.word, Number(row.items)]))).toEqual(lexicon);

        // The word the search should use: as typed when it starts a catalogue word, else the closest
        // within reach.
        // The Kiswahili list's words are known too, as held by no item.
        const known = new Map([...SEARCH_WORD_GROUPS.flat().map((w) => [w, 0] as const), ...lexicon]);
        let searched: string | undefined = query;
        if (![...lexicon.keys()].some((w) => w.startsWith(query)) && allowedEdits(query) > 0 && !searchWordAlternatives(query).length) {
          const near = [...known.keys()]
            .filter((w) => w !== query && inReach(query, w, allowedEdits(query)))
            .map((w) => ({ w, d: editDistance(query, w, allowedEdits(query)), n: known.get(w)! }))
            .filter((c) => c.d <= allowedEdits(query))
            .sort((a, b) => a.d - b.d || b.n - a.n || (a.w < b.w ? -1 : 1));
          searched = near[0]?.w ?? query;
        }
        const reference = rowsOf<{ id: number }>(
          await db.execute(sql`
        select id from lost_items where ${visible} and search_vector @@ to_tsquery('simple', ${`${searched}:*`})
        order by created_at desc, id desc limit 50`),
        ).map((row) => row.id);

        const res = await t.request({ method: 'GET', url: `/api/items?search=${query}&limit=50` });
        expect(res.statusCode).toBe(200);
        const page = res.json() as { items: Array<{ id: number }>; correctedQuery?: string };
        expect(page.correctedQuery ?? query).toBe(searched);
        expect(page.items.map((item) => item.id)).toEqual(reference);
      }),
      {
        numRuns: 30,
        // Seen in CI: one edit from a word no visible item holds, two from one at both ends.
        examples: [[[{ kind: 'create', title: 'lantern', description: 'violet' }], 'alnterns']],
      },
    );
  });
});
