/**
 * GET /api/items: the public catalogue. Full-text search over title and description, filters by
 * category (id or name), county and status, newest or oldest or nearest county first, 20 a page. Hidden and
 * removed items never appear (docs/rules.md "Items"). The total is exact up to 1,000, or an estimate
 * that says so when many items match (search-weeks.ts). Words are read forgivingly: glue words,
 * places and mistyped words (read-search.ts, docs/decisions/0236). "Load more" may pass the
 * previous answer's cursor, so a later page does not re-read the ones before (docs/decisions/0256).
 */
import { COUNTIES, countiesByDistance, nearestCounty, type County, type ItemsQuery } from '@okota/shared';
import type { AppContext } from '../../../context';
import { findCategoryIdByName, findPaidItemIds } from '../items.repository';
import type { PageKey, PublicItemFilter, PublicPage, PublicSearchAnswer } from '../public-items.repository';
import type { CatalogueCache } from '../catalogue-cache';
import { isItemPubliclyVisible } from '../../../db/item-visibility';
import { accessOf, toItemJson, type ItemRecord, type Viewer } from '../item-json';
import { readSearch } from '../read-search';
import { expandPrefixes } from './search-expansion';
import type { SearchLookups } from './search-lookups';
import { searchWordsOf } from './search-query';
import { searchNewestWeeksFirst } from './search-weeks';
import { searchInIndex } from './search-index-answer';
import type { SearchIndexFeed } from './search-index-feed';

/** Ids asked of the index beyond the page: an item it still lists but the database no longer shows is replaced. */
const SPARE_IDS = 4;

/** Beyond this many matches the answer says "1,000+" (totalCapped) instead of counting them all. */
export const TOTAL_COUNT_CAP = 1000;

const countyByLowerName = new Map(COUNTIES.map((county) => [county.toLowerCase(), county as string]));

/** 'Claimed' in the interface covers items whose hand-over is also done. */
const STATUS_FILTER: Record<string, string[] | undefined> = {
  available: ['available'],
  claimed: ['claimed', 'completed'],
  completed: ['completed'],
  removed: ['removed'],
  all: undefined,
};

export async function searchItems(
  ctx: AppContext,
  {
    query,
    viewer,
    countSearch,
    cache,
    lookups,
    recordOf,
    searchIndex,
  }: {
    query: ItemsQuery;
    viewer: Viewer | null;
    countSearch: () => void;
    /** Search answers kept while the catalogue does not change (catalogue-cache.ts). */
    cache: CatalogueCache<PublicSearchAnswer>;
    /** The lexicon's and the catalogue's weeks' answers, kept the same way (search-lookups.ts). */
    lookups: SearchLookups;
    /** An item's row as item pages read it: kept, or looked up with the others asked now (item-record-loader.ts). */
    recordOf: (id: number) => Promise<ItemRecord | undefined>;
    /** This process's search index (docs/decisions/0270); without it, or before it is ready, SQL answers. */
    searchIndex?: SearchIndexFeed;
  },
) {
  const empty = { items: [], total: 0, totalCapped: false, totalIsEstimate: false, currentPage: query.page, hasMore: false };
  const county = query.location ? countyByLowerName.get(query.location.toLowerCase()) : undefined;
  // Items are only ever posted in one of the 47 counties: any other place matches nothing.
  if (query.location && !county) return empty;
  const filter: PublicItemFilter = {
    categoryId: query.categoryId,
    location: county,
    statuses: query.status ? STATUS_FILTER[query.status] : undefined,
  };
  if (query.category && !query.categoryId) {
    filter.categoryId = await findCategoryIdByName(ctx.db, query.category);
    if (!filter.categoryId) return empty;
  }

  // With a cursor the page starts after the item it names; the pages before are not read again.
  const after = query.cursor && query.sort !== 'location' ? keyOf(query.cursor) : undefined;
  const before = (query.page - 1) * query.limit;
  // One row more than the page tells whether another page follows.
  const page: PublicPage = {
    offset: after ? 0 : before,
    limit: query.limit + 1,
    oldestFirst: query.sort === 'oldest',
    countCap: TOTAL_COUNT_CAP + 1,
    ...(query.sort === 'location' ? { countyOrder: countyOrderFor(query) } : {}),
    ...(after ? { after } : {}),
  };
  // The search box is read inside the kept answer (its lexicon lookups too): asking again costs nothing more.
  const exact = query.exact === '1';
  const key = JSON.stringify([query.search ?? '', exact, filter, page]);
  const {
    keys: foundKeys,
    counted: found,
    exact: totalExact,
    ranked,
    correction,
  } = await cache.get(key, async () => {
    // Forgiving words, places and corrections (read-search.ts); with exact=1, the words as typed.
    const { words, preferred, correctedQuery, originalQuery } = await readSearch(lookups, query.search, { countyChosen: Boolean(county), exact });
    // Whole catalogue words instead of prefixes, and how many items the words can match at most.
    const expanded = words ? await expandPrefixes(lookups, words) : undefined;
    // A ranked order (read-search.ts: the typed words, a place's own words first) is paged by number.
    const paged = preferred && page.after ? { ...page, offset: before, after: undefined } : page;
    const index = await indexAtVersionOf(ctx, searchIndex);
    const indexed =
      index && searchInIndex(index, { ...filter, words: expanded?.words, ...(preferred ? { preferred } : {}) }, { ...paged, limit: paged.limit + SPARE_IDS });
    if (indexed) {
      const answer = { ...indexed, ranked: Boolean(preferred) };
      return correctedQuery && originalQuery !== undefined ? { ...answer, correction: { correctedQuery, originalQuery } } : answer;
    }
    const found = await searchNewestWeeksFirst(ctx.db, { ...filter, words: expanded?.words, ...(preferred ? { preferred } : {}) }, paged, {
      mostMatches: expanded?.mostMatches ?? Infinity,
      lookups,
    });
    const answer = { ...found, ranked: Boolean(preferred) };
    return correctedQuery && originalQuery !== undefined ? { ...answer, correction: { correctedQuery, originalQuery } } : answer;
  });
  // Read after the search, so an item hidden or taken down in between is left out, never shown;
  // the index's spare ids (beyond the page and the one that says more follow) take its place.
  const { records, used } = await listedRecords(foundKeys, query.limit, recordOf);
  const keys = foundKeys.slice(0, used);
  const paid = viewer
    ? await findPaidItemIds(
        ctx.db,
        viewer.id,
        records.map((r) => r.item.id),
      )
    : new Set<number>();

  // Counted once per search, not per Load More.
  if (searchWordsOf(query.search).length && query.page === 1) countSearch();

  // Counted from the cursor: the pages before it are added back, as numbered.
  const total = (after && !ranked ? before : 0) + found;
  const hasMore = foundKeys.length > used;
  const last = keys.at(-1);
  return {
    items: records.map((record) => toItemJson(record, accessOf(viewer, record.item, paid.has(record.item.id)))),
    total: totalExact === false ? total : Math.min(total, TOTAL_COUNT_CAP),
    totalCapped: totalExact !== false && total > TOTAL_COUNT_CAP,
    totalIsEstimate: totalExact === false,
    currentPage: query.page,
    hasMore,
    // The ranked orders (a place's own words first, the typed words first) are paged by number.
    ...(hasMore && last && query.sort !== 'location' && !ranked ? { nextCursor: `${last.createdAt}_${last.id}` } : {}),
    ...correction,
  };
}

/** The page's first `limit` listed records, and how many keys were read to find them. */
async function listedRecords(keys: PageKey[], limit: number, recordOf: (id: number) => Promise<ItemRecord | undefined>) {
  const records: ItemRecord[] = [];
  let used = 0;
  while (records.length < limit && used < keys.length) {
    const batch = keys.slice(used, used + limit - records.length);
    used += batch.length;
    const read = await Promise.all(batch.map((key) => recordOf(key.id)));
    records.push(...read.filter((record): record is ItemRecord => record !== undefined && isListed(record)));
    // SQL's keys hold no spares: beyond the page there is only the one that says more follow.
    if (used >= limit && keys.length <= limit + 1) break;
  }
  return { records, used };
}

/**
 * The index when it holds every change up to the catalogue's number this request is answered
 * under (catalogue-version.ts asks the database after this process wrote); else undefined, and
 * SQL answers while the index catches up.
 */
async function indexAtVersionOf(ctx: AppContext, feed: SearchIndexFeed | undefined) {
  const index = feed?.ready();
  if (!index) return undefined;
  const version = await ctx.catalogue.current();
  if (feed!.applied() >= version) return index;
  void feed!.catchUp().catch(() => {});
  return undefined;
}

/** What the search statement asked of the item (db/item-visibility.ts), asked again of the row read after it. */
function isListed(record: ItemRecord): boolean {
  return isItemPubliclyVisible(record.item) && (!record.heldBy || record.heldBy.status === 'verified');
}

function keyOf(cursor: string): PageKey {
  const [createdAt, id] = cursor.split('_');
  return { createdAt, id: Number(id) };
}

/**
 * "By location": the searcher's county (given, or the one their position lies in) first, then the
 * others by distance. Without either, counties in the spec's order (Nairobi first), so the list is
 * still grouped by place. Nearness is between counties: every item has one, few have coordinates.
 */
function countyOrderFor(query: ItemsQuery): string[] {
  const named = query.near ? countyByLowerName.get(query.near.toLowerCase()) : undefined;
  const from = named ?? (query.lat !== undefined && query.lng !== undefined ? nearestCounty([query.lat, query.lng]) : undefined);
  return from ? countiesByDistance(from as County) : [...COUNTIES];
}
