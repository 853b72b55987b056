/**
 * Bounded work per word search (issue 27, docs/decisions/0256-bounded-search.md). A search whose
 * words many items hold is read week by week of posting, newest first (oldest first for "oldest"),
 * through the same GIN index with a week term ('w:2969'), until the page and a bounded number of
 * matches are found. Each statement then visits only the matches of the weeks it asks, not every
 * match in the catalogue. When the reading reached the end the total is exact; otherwise it is
 * the rate found so far carried over the weeks not read, and the answer says it is an estimate.
 * A search few items can match (the lexicon says how many at most) is read whole in one
 * statement, as before.
 */
import type { Executor } from '../../../db/client';
import {
  WEEK_LENGTH_SECONDS,
  searchPublicItems,
  weekNumber,
  type PublicItemFilter,
  type PublicPage,
  type PublicSearchAnswer,
} from '../public-items.repository';
import { lookupsIn, type SearchLookups } from './search-lookups';

export interface SearchBounds {
  /** At most this many possible matches: read whole, in one statement. */
  readWholeUpTo: number;
  /** Beyond the page, matches are counted exactly up to this many; past it the total is estimated. */
  countUpTo: number;
}

export const SEARCH_BOUNDS: SearchBounds = { readWholeUpTo: 2000, countUpTo: 100 };
/** How much wider the first reading is when a county or category filter narrows the words. */
const FILTERED_FIRST_READ = 8;
/** Weeks in one statement at most (each is one more GIN entry to look up). */
const MOST_WEEKS_AT_ONCE = 64;

/** Two significant figures: an estimate should not look more precise than it is. */
export const roughly = (n: number) => {
  if (n < 100) return Math.round(n);
  const scale = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / scale) * scale;
};

export async function searchNewestWeeksFirst(
  db: Executor,
  filter: PublicItemFilter,
  page: PublicPage,
  { mostMatches, bounds = SEARCH_BOUNDS, lookups = lookupsIn(db) }: { mostMatches: number; bounds?: SearchBounds; lookups?: SearchLookups },
): Promise<PublicSearchAnswer> {
  const span = filter.words && !filter.preferred?.length && !page.countyOrder && mostMatches > bounds.readWholeUpTo ? await lookups.visibleWeeks() : undefined;
  if (!span) return { ...(await searchPublicItems(db, filter, page)), exact: true };

  const step = page.oldestFirst ? 1 : -1;
  // Reading starts at the cursor's item, or at the newest (oldest) item, and goes back (forward) in time.
  const edgeAt = page.after ? Date.parse(page.after.createdAt) / 1000 : page.oldestFirst ? span.oldestAt : span.newestAt;
  const startWeek = page.after ? weekNumber(new Date(page.after.createdAt)) : page.oldestFirst ? span.first : span.last;
  const weeksLeft = page.oldestFirst ? span.last - startWeek + 1 : startWeek - span.first + 1;
  const secondsLeft = Math.max(1, page.oldestFirst ? span.newestAt - edgeAt : edgeAt - span.oldestAt);
  /** Seconds of the catalogue the first `weeks` weeks read cover, from the edge. */
  const covered = (weeks: number) =>
    Math.max(1, page.oldestFirst ? (startWeek + weeks) * WEEK_LENGTH_SECONDS - edgeAt : edgeAt - (startWeek - weeks + 1) * WEEK_LENGTH_SECONDS);
  /** How many weeks from the edge cover `seconds` of the catalogue (the first week is partly before the edge). */
  const weeksFor = (seconds: number) =>
    Math.max(
      1,
      page.oldestFirst ? Math.ceil((edgeAt + seconds) / WEEK_LENGTH_SECONDS) - startWeek : startWeek + 1 - Math.floor((edgeAt - seconds) / WEEK_LENGTH_SECONDS),
    );
  const wanted = page.offset + page.limit;
  const enough = Math.max(wanted, page.offset + bounds.countUpTo);
  // Matches a second, first as the lexicon's bound spread evenly over the catalogue's time, then as found so far.
  // The bound knows nothing of a county or category: with one, the first reading asks for more weeks
  // (a statement costs more than the few extra matches it reads).
  const filtered = filter.location || filter.categoryId || filter.statuses?.length ? FILTERED_FIRST_READ : 1;
  let rate = Number.isFinite(mostMatches) ? mostMatches / filtered / Math.max(1, span.newestAt - span.oldestAt) : Infinity;

  const answer: PublicSearchAnswer = { keys: [], counted: 0 };
  let read = 0;
  while (read < weeksLeft && answer.counted < enough) {
    const goal = Number.isFinite(rate) && rate > 0 ? weeksFor(((enough - answer.counted) / rate) * 2 + covered(read) * Math.sign(read)) : read * 4 || 1;
    const count = Math.min(MOST_WEEKS_AT_ONCE, Math.max(1, goal - read), weeksLeft - read);
    const weeks = Array.from({ length: count }, (_, k) => startWeek + step * (read + k));
    // The page's rows that fall in these weeks: positions counted across the weeks read so far.
    const from = Math.max(0, page.offset - answer.counted);
    const upTo = Math.max(0, wanted - Math.max(answer.counted, page.offset));
    const part = await searchPublicItems(db, { ...filter, weeks }, { ...page, offset: from, limit: upTo, countCap: 1_000_000_000 });
    answer.keys.push(...part.keys);
    answer.counted += part.counted;
    read += count;
    // A filter the lexicon's bound did not know of (a county, a category) shows in the rate found.
    rate = answer.counted / covered(read);
  }
  if (read >= weeksLeft) return { ...answer, exact: true };
  return { ...answer, counted: Math.max(answer.counted, roughly(answer.counted * (secondsLeft / covered(read)))), exact: false };
}
