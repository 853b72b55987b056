/**
 * A ranked search (read-search.ts: the typed words before their Kiswahili alternatives, items that
 * name a typed place before the rest of its county) read tier by tier instead of whole. The order
 * "meets the first preference, then the second, then newest" is a sequence of tiers (both, the
 * first only, the second only, neither), each a plain search in date order that search-weeks.ts
 * reads newest weeks first with bounded work. A ranked search used to sort every match by rank,
 * which at a million items was the slowest search there is (docs/decisions/0220, "Fourth round").
 *
 * A search few items can match (the lexicon's bound) is still read whole in one statement.
 *
 * The page is taken from the tiers in order: a tier read to its end says exactly how many it holds,
 * so the next tier starts at the right place; a tier whose reading stopped early holds the page.
 * When the page is filled before the last tier, the total is the words' own count, read as an
 * unranked search would (exact, or an estimate that says so).
 */
import type { Executor } from '../../db/client';
import type { PublicItemFilter, PublicPage, PublicSearchAnswer } from './public-items.repository';
import { SEARCH_BOUNDS, searchNewestWeeksFirst, type SearchBounds } from './search-weeks';
import type { SearchLookups } from './search-lookups';

interface ReadOptions {
  mostMatches: number;
  bounds?: SearchBounds;
  lookups?: SearchLookups;
}

/** Every combination of meeting or not meeting each preference, in rank order: [T,T], [T,F], [F,T], [F,F]. */
export function rankTiers(preferred: readonly string[]): Array<Array<{ terms: string; meets: boolean }>> {
  return preferred.reduce<Array<Array<{ terms: string; meets: boolean }>>>(
    (tiers, terms) => tiers.flatMap((tier) => [true, false].map((meets) => [...tier, { terms, meets }])),
    [[]],
  );
}

export async function searchRankedTiers(db: Executor, filter: PublicItemFilter, page: PublicPage, options: ReadOptions): Promise<PublicSearchAnswer> {
  const { preferred = [], ...words } = filter;
  // Few possible matches, or "By location" (its county order ranks instead): one statement reads them all, as before.
  const whole = options.mostMatches <= (options.bounds ?? SEARCH_BOUNDS).readWholeUpTo || page.countyOrder || !preferred.length;
  if (whole) return searchNewestWeeksFirst(db, filter, page, options);
  const answer: PublicSearchAnswer = { keys: [], counted: 0, exact: true };
  /** Matches in the tiers read to their end: where the next tier starts. */
  let before = 0;
  let everyTierCounted = true;
  for (const tier of rankTiers(preferred)) {
    if (answer.keys.length >= page.limit) {
      everyTierCounted = false;
      break;
    }
    const at: PublicPage = { ...page, offset: Math.max(0, page.offset - before), limit: page.limit - answer.keys.length };
    const part = await searchNewestWeeksFirst(db, { ...words, tier }, at, options);
    answer.keys.push(...part.keys);
    // Counting stops at the cap (or the reading at its bound): this tier holds the rest of the page.
    const scanLimit = Math.max(at.countCap, at.offset + at.limit);
    if (part.exact === false || part.counted >= scanLimit) {
      everyTierCounted = false;
      break;
    }
    before += part.counted;
  }
  if (everyTierCounted) return { ...answer, counted: before };
  const all = await searchNewestWeeksFirst(db, words, { ...page, offset: 0, limit: 0 }, options);
  return { ...answer, counted: all.counted, exact: all.exact };
}
