/**
 * The small questions a search asks before its own statement: which catalogue words start with a
 * typed word (search-expansion.ts, search-correction.ts), which words a mistyped one may have
 * meant, and which weeks the visible catalogue spans (search-weeks.ts). Their answers change only
 * when the catalogue does, and the same words come back in search after search ("wallet",
 * "black", "nairobi"), so the server keeps them while the catalogue's number stays the same
 * (catalogue-cache.ts): a search nobody asked lately then sends one statement, its own
 * (docs/decisions/0220, "Fourth round"). `lookupsIn(db)` asks every time, for tests and scripts.
 */
import type { CatalogueVersion } from '../../../context';
import type { Executor } from '../../../db/client';
import { createCatalogueCache } from '../catalogue-cache';
import { findVisibleWeeks, type VisibleWeeks } from '../public-items.repository';
import { findWordsByEnds, findWordsStarting, type LexiconWord, type WordEnds } from './search-lexicon.repository';

/**
 * How many words starting with a typed one are looked up: one more than a prefix may be expanded
 * into (search-expansion.ts). The check for a word that matches nothing asks the same, so the two
 * share one kept answer.
 */
export const WORDS_LOOKED_UP = 17;

export interface SearchLookups {
  /** For each prefix, up to `limit` listed words starting with it, in byte order. */
  wordsStarting(prefixes: readonly string[], limit: number): Promise<Map<string, LexiconWord[]>>;
  /** Words of the given lengths that start with `start` or end with `end` (search-correction.ts). */
  wordsByEnds(ends: WordEnds): Promise<LexiconWord[]>;
  /** The weeks the visible catalogue spans, or none when it is empty. */
  visibleWeeks(): Promise<VisibleWeeks | undefined>;
}

export function lookupsIn(db: Executor): SearchLookups {
  return {
    wordsStarting: (prefixes, limit) => findWordsStarting(db, prefixes, limit),
    wordsByEnds: (ends) => findWordsByEnds(db, ends),
    visibleWeeks: () => findVisibleWeeks(db),
  };
}

/** A word's lookups are a few hundred bytes (17 words at most): 5,000 of them are about a megabyte. */
const MOST_KEPT = 5_000;

export function keptLookupsIn(db: Executor, catalogue: CatalogueVersion): SearchLookups {
  const asked = lookupsIn(db);
  const starting = createCatalogueCache<LexiconWord[]>(catalogue, { maxEntries: MOST_KEPT });
  const byEnds = createCatalogueCache<LexiconWord[]>(catalogue, { maxEntries: MOST_KEPT });
  const weeks = createCatalogueCache<VisibleWeeks | undefined>(catalogue, { maxEntries: 1 });
  return {
    async wordsStarting(prefixes, limit) {
      // Kept word by word; the words not kept are asked together, in one statement.
      let together: Promise<Map<string, LexiconWord[]>> | undefined;
      const ask = () => (together ??= asked.wordsStarting(prefixes, limit));
      const lists = await Promise.all(prefixes.map((prefix) => starting.get(JSON.stringify([limit, prefix]), async () => (await ask()).get(prefix) ?? [])));
      return new Map(prefixes.map((prefix, i) => [prefix, lists[i]]));
    },
    wordsByEnds: (ends) => byEnds.get(JSON.stringify([ends.lengths, ends.start, ends.end]), () => asked.wordsByEnds(ends)),
    visibleWeeks: () => weeks.get('', () => asked.visibleWeeks()),
  };
}
