/**
 * A search answered by this process's index (search-index.ts) instead of SQL, in the very shape
 * searchPublicItems gives (public-items.repository.ts): the page's keys and the matches counted
 * up to the cap, exactly. The date orders and the ranked ones (a place's own words first, the
 * typed words before their alternatives: groups of matches, each in date order) are the
 * index's; "by location" needs every match and stays on SQL, as does any search while the index
 * is behind the catalogue's number this request is answered under (a write of this very process,
 * whose log entry it has not applied yet).
 */
import type { PageKey, PublicItemFilter, PublicPage, PublicSearchAnswer } from '../public-items.repository';
import type { SearchIndex } from './search-index';
import { parseTsquery, UnreadableQuery, type QueryNode } from './search-tsquery';

const CURSOR_AT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3})(\d{3})Z$/;

/** 'YYYY-MM-DDTHH:MM:SS.ffffffZ' → microseconds since 1970, as the index holds created_at. */
export function microsOf(createdAt: string): number | undefined {
  const match = CURSOR_AT.exec(createdAt);
  if (!match) return undefined;
  const ms = Date.parse(`${match[1]}Z`);
  return Number.isNaN(ms) ? undefined : ms * 1000 + Number(match[2]);
}

/** Microseconds since 1970 → the key's text, as the SQL statement writes it (to_char … .US"Z"). */
export function createdAtOf(at: number): string {
  const ms = Math.floor(at / 1000);
  return `${new Date(ms).toISOString().slice(0, 23)}${String(at - ms * 1000).padStart(3, '0')}Z`;
}

export function searchInIndex(index: SearchIndex, filter: PublicItemFilter, page: PublicPage): PublicSearchAnswer | undefined {
  // A ranked order is paged by number (search-items.ts), never by cursor.
  if (page.countyOrder || filter.weeks || (filter.preferred?.length && page.after)) return undefined;
  let terms;
  let preferred: QueryNode[] | undefined;
  try {
    terms = filter.words ? parseTsquery(filter.words) : undefined;
    preferred = filter.preferred?.map(parseTsquery);
  } catch (error) {
    if (error instanceof UnreadableQuery) return undefined;
    throw error;
  }
  let after: { at: number; id: number } | undefined;
  if (page.after) {
    const at = microsOf(page.after.createdAt);
    if (at === undefined) return undefined;
    after = { at, id: page.after.id };
  }
  // The same lexemes as the filterable vector of public-items.repository.ts.
  const required = [...(filter.location ? [`l:${filter.location.toLowerCase()}`] : []), ...(filter.categoryId ? [`c:${filter.categoryId}`] : [])];
  try {
    const found = index.search({
      terms,
      required,
      statuses: filter.statuses?.length ? filter.statuses : undefined,
      oldestFirst: page.oldestFirst,
      after,
      offset: page.offset,
      limit: page.limit,
      countCap: page.countCap,
      ...(preferred?.length ? { preferred } : {}),
    });
    const keys: PageKey[] = found.ids.map((id, k) => ({ id, createdAt: createdAtOf(found.ats[k]!) }));
    return { keys, counted: found.counted, exact: true };
  } catch (error) {
    if (error instanceof UnreadableQuery) return undefined;
    throw error;
  }
}
