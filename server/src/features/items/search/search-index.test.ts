/**
 * The index's walks (search-index-cursors.ts: galloping seeks, heap unions, leapfrog
 * intersections) against a plain filter-and-sort over the same items, on catalogues large enough
 * that seeks leap far: the same ids, in the same order, and the same count up to the cap, whether
 * the lists keep bitmaps (none, some, all) and whether they gained them at load or afterwards.
 * In memory only; the database's side is search-index.property.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchIndex, type IndexedItem } from './search-index';
import { parseTsquery, type QueryNode } from './search-tsquery';

const WORDS = ['ax', 'axe', 'bo', 'bolt', 'cup', 'cupa', 'dam', 'x1', 'x2', 'x3', 'x4', 'x5', 'x6'];
/** Words most items lack, so some lists stay under a bitmap's share while others pass it. */
const RARE = ['r1', 'r2', 'r3'];

function matches(node: QueryNode, terms: Set<string>): boolean {
  if (node.kind === 'lexeme') return node.prefix ? [...terms].some((t) => t.startsWith(node.text)) : terms.has(node.text);
  if (node.kind === 'and') return node.children.every((child) => matches(child, terms));
  if (node.kind === 'or') return node.children.some((child) => matches(child, terms));
  return node.kind === 'not' ? !matches(node.child, terms) : false;
}

const catalogue = fc.array(
  fc.record({
    words: fc
      .tuple(fc.subarray(WORDS, { minLength: 1 }), fc.subarray(RARE, { maxLength: 1 }), fc.nat(9))
      .map(([common, rare, roll]) => (roll ? common : [...common, ...rare])),
    at: fc.integer({ min: 0, max: 400 }),
    status: fc.constantFrom('available', 'claimed'),
  }),
  { minLength: 200, maxLength: 1500 },
);
const lexeme = fc.tuple(fc.constantFrom(...WORDS, ...RARE), fc.boolean()).map(([w, prefix]) => (prefix ? `${w.slice(0, 1)}:*` : `'${w}'`));
const query = fc.oneof(
  lexeme,
  fc.tuple(lexeme, lexeme).map(([a, b]) => `${a} & ${b}`),
  fc.tuple(lexeme, lexeme, lexeme).map(([a, b, c]) => `(${a} | ${b}) & ${c}`),
  fc.tuple(lexeme, lexeme, lexeme).map(([a, b, c]) => `${a} & ${b} & (${c} | 'x6')`),
);

describe('the search index walks its lists as a plain filter would', () => {
  it('answers every page and count as filtering and sorting every item does', () => {
    fc.assert(
      fc.property(
        catalogue,
        fc.array(fc.nat(1500), { maxLength: 100 }),
        fc.array(fc.tuple(fc.nat(1500), fc.subarray([...WORDS, ...RARE], { minLength: 1 })), { maxLength: 100 }),
        query,
        fc.boolean(),
        fc.record({ offset: fc.nat(30), limit: fc.integer({ min: 1, max: 30 }), countCap: fc.integer({ min: 1, max: 400 }) }),
        fc.option(fc.record({ at: fc.integer({ min: 0, max: 400 }), id: fc.nat(1500) }), { nil: undefined }),
        fc.option(fc.constant<string[]>(['claimed']), { nil: undefined }),
        fc.constantFrom(Infinity, 0, 0.2, 0.45),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (items, removed, edits, text, oldestFirst, page, after, statuses, bitmapShare, loadedShare) => {
          const index = new SearchIndex({ bitmapShare });
          const held: IndexedItem[] = items.map((item, k) => ({ id: k + 1, at: item.at * 1000, status: item.status, terms: item.words }));
          // Out of date order on purpose: inserts land inside the lists, not only at their ends.
          // The first part is "loaded" (compact() gives lists their bitmaps), the rest arrives after.
          const loaded = Math.floor(held.length * loadedShare);
          for (const item of held.slice(0, loaded)) index.put(item);
          index.compact();
          for (const item of held.slice(loaded)) index.put(item);
          // Edits move an item out of some lists and into others.
          for (const [k, words] of edits) {
            if (k >= held.length) continue;
            held[k] = { ...held[k]!, terms: words };
            index.put(held[k]!);
          }
          const gone = new Set(removed.map((k) => k + 1));
          for (const id of gone) index.remove(id);
          const terms = parseTsquery(text);
          const afterKey = after && { at: after.at * 1000, id: after.id };
          const answer = index.search({ terms, required: [], statuses, oldestFirst, after: afterKey, ...page });

          const sign = oldestFirst ? 1 : -1;
          const expected = held
            .filter((item) => !gone.has(item.id) && matches(terms, new Set(item.terms)) && (!statuses || statuses.includes(item.status)))
            .filter((item) => !afterKey || sign * (item.at - afterKey.at || item.id - afterKey.id) > 0)
            .sort((a, b) => sign * (a.at - b.at || a.id - b.id));
          const scan = Math.max(page.countCap, page.offset + page.limit);
          expect(answer.ids).toEqual(expected.slice(page.offset, page.offset + page.limit).map((item) => item.id));
          expect(answer.counted).toBe(Math.min(expected.length, scan));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('counts a rare word among common ones exactly, however the lists are tested', () => {
    // Every 2nd item says 'common', every 3rd 'third', every 50th 'rare': a page of one, then a count.
    const items: IndexedItem[] = Array.from({ length: 3000 }, (_, k) => ({
      id: k + 1,
      at: (k % 700) * 1000,
      status: 'available',
      terms: [...(k % 2 ? [] : ['common']), ...(k % 3 ? [] : ['third']), ...(k % 50 ? [] : ['rare'])],
    }));
    const has = (item: IndexedItem, ...terms: string[]) => terms.every((term) => item.terms.includes(term));
    for (const bitmapShare of [Infinity, 0.4, 0]) {
      const index = new SearchIndex({ bitmapShare });
      for (const item of items) index.put(item);
      index.compact();
      for (const [text, terms] of [
        ["'rare' & 'common'", ['rare', 'common']],
        ["'third' & 'common'", ['third', 'common']],
        ["'rare' & 'third' & 'common'", ['rare', 'third', 'common']],
      ] as const) {
        const answer = index.search({ terms: parseTsquery(text), required: [], oldestFirst: false, offset: 0, limit: 1, countCap: 2000 });
        expect(answer.counted, `${text}, bitmaps from ${bitmapShare}`).toBe(items.filter((item) => has(item, ...terms)).length);
      }
    }
  });
});
