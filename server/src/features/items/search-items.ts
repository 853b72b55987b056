/**
 * GET /api/items: the public catalogue. Full-text search over title and description, filters by
 * category (id or name), county and status, newest or oldest first, 20 a page. Hidden and
 * removed items never appear (decisions.md "Items").
 */
import { COUNTIES, type ItemsQuery } from '@okota/shared';
import type { AppContext } from '../../context';
import { countEvent } from '../../lib/analytics';
import { countPublicItems, findCategoryIdByName, findPaidItemIds, listPublicItems, type PublicItemFilter } from './items.repository';
import { accessOf, toItemJson, type Viewer } from './item-json';
import { toPrefixQuery } from './search-query';

const countyByLowerName = new Map(COUNTIES.map((county) => [county.toLowerCase(), county as string]));

/** 'Claimed' in the interface covers items whose hand-over is also done. */
const STATUS_FILTER: Record<string, string[] | undefined> = {
  available: ['available'],
  claimed: ['claimed', 'completed'],
  completed: ['completed'],
  removed: ['removed'],
  all: undefined,
};

export async function searchItems(ctx: AppContext, { query, viewer }: { query: ItemsQuery; viewer: Viewer | null }) {
  const empty = { items: [], total: 0, currentPage: query.page, hasMore: false };
  const filter: PublicItemFilter = {
    tsquery: toPrefixQuery(query.search),
    categoryId: query.categoryId,
    location: query.location ? (countyByLowerName.get(query.location.toLowerCase()) ?? query.location) : undefined,
    statuses: query.status ? STATUS_FILTER[query.status] : undefined,
  };
  if (query.category && !query.categoryId) {
    filter.categoryId = await findCategoryIdByName(ctx.db, query.category);
    if (!filter.categoryId) return empty;
  }

  const offset = (query.page - 1) * query.limit;
  const [records, total] = await Promise.all([
    listPublicItems(ctx.db, filter, { offset, limit: query.limit, oldestFirst: query.sort === 'oldest' }),
    countPublicItems(ctx.db, filter),
  ]);
  const paid = viewer ? await findPaidItemIds(ctx.db, viewer.id, records.map((r) => r.item.id)) : new Set<number>();

  // Counted once per search, not per Load More; not awaited, so a busy counter row never slows the answer.
  if (filter.tsquery && query.page === 1) void countEvent(ctx.db, 'searchQueries');

  return {
    items: records.map((record) => toItemJson(record, accessOf(viewer, record.item, paid.has(record.item.id)))),
    total,
    currentPage: query.page,
    hasMore: offset + records.length < total,
  };
}
