/**
 * A search of the index (search-index.ts, docs/decisions/0270): the page walked in date order
 * through the cursors (search-index-cursors.ts), then the count up to the cap read in the lists'
 * own order, which a count does not need; a ranked order's page walked group by group.
 */
import type { SearchIndex } from './search-index';
import { cursorOf, type Cursor } from './search-index-cursors';
import { UnreadableQuery, type QueryNode } from './search-tsquery';

/** The filterable vector's own lexemes (county, category, week), which the words' vector has not. */
const FILTER_TERM = /^[lcw]:/;

export interface IndexSearch {
  terms: QueryNode | undefined;
  /** Extra lexemes every match must hold (the county and category filters without words). */
  required: string[];
  statuses?: string[];
  oldestFirst: boolean;
  after?: { at: number; id: number };
  offset: number;
  limit: number;
  /** Counting stops here (or at offset + limit, whichever is larger). */
  countCap: number;
  /**
   * A ranked order (read-search.ts: the typed words before their alternatives, a place's own
   * words): matches of the first query before the others, then of the second, each group in date
   * order, as SQL's `order by (vector @@ p1) desc, (vector @@ p2) desc, created_at` pages them.
   */
  preferred?: QueryNode[];
}

export interface IndexAnswer {
  ids: number[];
  ats: number[];
  counted: number;
}

export function searchIn(index: SearchIndex, query: IndexSearch): IndexAnswer {
  const cursor: Cursor = cursorOf(index, query);
  const allowed = allowedStatuses(index, query);
  if (query.after) cursor.seekPast(query.after.at, query.after.id);
  const scanLimit = Math.max(query.countCap, query.offset + query.limit);
  // Ranked: the count is the same walk's; the page comes from the groups (rankedPage).
  const collect = query.preferred?.length ? 0 : query.offset + query.limit;
  const answer: IndexAnswer = { ids: [], ats: [], counted: 0 };
  for (let id = cursor.current(); id >= 0 && answer.counted < scanLimit; id = cursor.next()) {
    if (allowed && !allowed.has(index.statusAt(id))) continue;
    answer.counted++;
    if (answer.counted > query.offset && answer.counted <= collect) answer.ids.push(id);
    // Once the page is known, the rest is a count, and a count needs no order (from the first match, not after a cursor).
    if (answer.counted >= collect && !query.after) {
      answer.counted = countUpTo(index, cursor, allowed, scanLimit);
      break;
    }
  }
  if (query.preferred?.length) answer.ids = rankedPage(index, query, query.preferred, allowed);
  answer.ats = answer.ids.map((id) => index.at[id]!);
  return answer;
}

/** How many ids the cursor yields with an allowed status, up to `cap`, read in the lists' own order. */
function countUpTo(index: SearchIndex, cursor: Cursor, allowed: Set<number> | undefined, cap: number): number {
  let counted = 0;
  cursor.each((id) => {
    if (allowed && !allowed.has(index.statusAt(id))) return true;
    counted++;
    return counted < cap;
  });
  return counted;
}

/**
 * The page of a ranked order: the groups of matches by which preferred queries they match
 * (all of them first, then all but the last, …, none), each walked in date order until the
 * page is full. A group is the search's cursor intersected with the queries it matches, and
 * each item is then tested on its own words (as `search_vector @@` tests them) for the queries it
 * must and must not match.
 */
function rankedPage(index: SearchIndex, query: IndexSearch, preferred: QueryNode[], allowed: Set<number> | undefined): number[] {
  const wanted = query.offset + query.limit;
  const page: number[] = [];
  for (let mask = (1 << preferred.length) - 1; mask >= 0 && page.length < wanted; mask--) {
    // Bit k (from the left) set: the group matches preferred[k]. Descending masks give SQL's order.
    const matched = preferred.filter((_, k) => mask & (1 << (preferred.length - 1 - k)));
    const unmatched = preferred.filter((_, k) => !(mask & (1 << (preferred.length - 1 - k))));
    const cursor = cursorOf(index, query, matched);
    for (let id = cursor.current(); id >= 0 && page.length < wanted; id = cursor.next()) {
      if (allowed && !allowed.has(index.statusAt(id))) continue;
      // The lists also hold county, category and week terms, which the words' vector has not.
      if (!matched.every((node) => holds(index, id, node)) || unmatched.some((node) => holds(index, id, node))) continue;
      page.push(id);
    }
  }
  return page.slice(query.offset);
}

/** Whether the item's words match the query as `search_vector @@ query` would (not its county, category or week). */
function holds(index: SearchIndex, id: number, node: QueryNode): boolean {
  switch (node.kind) {
    case 'lexeme':
      return index.anyTermOf(id, (term) => term !== '' && !FILTER_TERM.test(term) && (node.prefix ? term.startsWith(node.text) : term === node.text));
    case 'and':
      return node.children.every((child) => holds(index, id, child));
    case 'or':
      return node.children.some((child) => holds(index, id, child));
    case 'not':
      throw new UnreadableQuery('negation is not indexed');
  }
}

function allowedStatuses(index: SearchIndex, query: IndexSearch): Set<number> | undefined {
  return query.statuses ? index.statusNumbers(query.statuses) : undefined;
}
