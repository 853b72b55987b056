/**
 * The public catalogue query (GET /api/items). One statement answers a page: the matches in
 * order, up to the count cap, numbered; their total; and the page's items, as ids with their
 * place in date order. The items' rows come from the records kept for item pages, or are looked
 * up together by id in one prepared statement (item-record-loader.ts): a search statement that
 * also joined finders, categories and organisations cost PostgreSQL more to plan than to run
 * (docs/decisions/0220, "Fourth round").
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client';
import { items } from '../../db/schema';
import { isNotHeldBySuspended, isPubliclyVisible } from '../../db/item-visibility';

export interface PublicItemFilter {
  /** Prefix terms from toPrefixQuery or readSearch, e.g. `samsung:* & blu:*`. */
  words?: string;
  /** tsqueries whose matches come first, the first one foremost (read-search.ts). */
  preferred?: string[];
  categoryId?: number;
  /** A county, as stored. */
  location?: string;
  statuses?: string[];
  /** With words: only items posted in these weeks (weekNumber), read newest first by search-weeks.ts. */
  weeks?: number[];
}

/** Weeks since 1970-01-01 UTC, as the search index holds them ('w:2969'): the same in SQL and here. */
const WEEK_SECONDS = 604_800;
export const weekNumber = (at: Date) => Math.floor(at.getTime() / 1000 / WEEK_SECONDS);
const weekOf = (column: SQL | typeof items.createdAt) =>
  sql`floor(extract(epoch from (${column} - '1970-01-01 00:00:00+00'::timestamptz)) / ${sql.raw(String(WEEK_SECONDS))})::int`;

/**
 * The search vector with the item's county, category and week of posting added as three extra
 * lexemes ('l:nairobi', 'c:3', 'w:2969'), exactly as lost_items_search_weeks_idx indexes it:
 * "words in Nairobi, posted these weeks" is then one GIN lookup (docs/decisions/0256).
 */
export const filterableVector = sql`(${items.searchVector} || array_to_tsvector(array['l:' || lower(${items.location}), 'c:' || ${items.categoryId}::text, 'w:' || ${weekOf(items.createdAt)}::text]))`;

/** A lexeme in tsquery syntax: quoted, with quotes and backslashes escaped. */
const lexeme = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

function publicConditions(filter: PublicItemFilter, page?: PublicPage): SQL {
  const conditions: Array<SQL | undefined> = [isPubliclyVisible, isNotHeldBySuspended];
  if (filter.words) {
    const terms = [filter.words];
    if (filter.location) terms.push(lexeme(`l:${filter.location.toLowerCase()}`));
    if (filter.categoryId) terms.push(lexeme(`c:${filter.categoryId}`));
    if (filter.weeks?.length) terms.push(`(${filter.weeks.map((week) => lexeme(`w:${week}`)).join(' | ')})`);
    conditions.push(sql`${filterableVector} @@ ${terms.join(' & ')}::tsquery`);
  } else {
    // Without words the ordered B-tree indexes serve the page directly.
    if (filter.categoryId) conditions.push(eq(items.categoryId, filter.categoryId));
    if (filter.location) conditions.push(eq(items.location, filter.location));
  }
  if (filter.statuses?.length) conditions.push(inArray(items.status, filter.statuses));
  // Keyset paging ("Load more"): only what comes after the last row shown, in the page's order.
  const after = page?.after;
  if (after) {
    conditions.push(
      page.oldestFirst
        ? sql`(${items.createdAt}, ${items.id}) > (${after.createdAt}::timestamptz, ${after.id}::int)`
        : sql`(${items.createdAt}, ${items.id}) < (${after.createdAt}::timestamptz, ${after.id}::int)`,
    );
  }
  return and(...conditions)!;
}

/** Written as the indexes are (DESC NULLS LAST), so PostgreSQL reads the order straight from them. */
const ORDER = {
  newest: sql.raw('created_at desc nulls last, id desc nulls last'),
  oldest: sql.raw('created_at asc nulls first, id asc nulls first'),
};

type Row = { total: number; id: number | null; keyAt: string | null };

export interface PublicPage {
  offset: number;
  limit: number;
  oldestFirst: boolean;
  countCap: number;
  /** "By location": these counties first, in this order (nearest first), newest first within each. */
  countyOrder?: string[];
  /** Keyset paging, date orders only: rows after this one (created_at to the microsecond, id); offset counts from it. */
  after?: PageKey;
}

/** Where a row stands in date order: the cursor of "Load more". */
export interface PageKey {
  createdAt: string;
  id: number;
}

function orderOf(filter: PublicItemFilter, page: PublicPage): SQL {
  // One bound array parameter: the driver quotes it, however a county is spelt.
  if (page.countyOrder) return sql`array_position(${sql.param(page.countyOrder)}::text[], location::text) nulls last, ${ORDER.newest}`;
  const byDate = page.oldestFirst ? ORDER.oldest : ORDER.newest;
  // The terms are built from letters and digits only (read-search.ts), and bound as one parameter.
  if (!filter.preferred?.length) return byDate;
  const first = filter.preferred.map((terms) => sql`(${items.searchVector} @@ ${terms}::tsquery) desc`);
  return sql`${sql.join(first, sql`, `)}, ${byDate}`;
}

/** The statement itself, exported so the benchmark can EXPLAIN exactly what the API runs. */
export function publicSearchSql(filter: PublicItemFilter, page: PublicPage): SQL {
  const order = orderOf(filter, page);
  // Counting stops at the cap, unless the page itself lies beyond it.
  const scanLimit = Math.max(page.countCap, page.offset + page.limit);
  return sql`
    with matches as (
      select id, created_at, row_number() over (order by ${order}) as position
      from lost_items where ${publicConditions(filter, page)}
      order by ${order} limit ${scanLimit}
    )
    select counted.total, p.id, p."keyAt" from (select count(*)::int as total from matches) counted
    left join lateral (
      select m.position, m.id, to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "keyAt"
      from matches m
      where m.position > ${page.offset} and m.position <= ${page.offset + page.limit}
    ) p on true
    order by p.position`;
}

/** A page's items (as their places in date order, which name them), and how many matched up to the count cap. */
export interface PublicSearchAnswer {
  /** Each item's id and place in date order, for the next page's cursor. */
  keys: PageKey[];
  counted: number;
  /** False when counted is an estimate (search-weeks.ts read only the newest weeks). */
  exact?: boolean;
  /** Set by searchItems when the order ranks some matches first (read-search.ts): paged by number, not cursor. */
  ranked?: boolean;
  /** Set by searchItems when mistyped words were searched as catalogue words (read-search.ts). */
  correction?: { correctedQuery: string; originalQuery: string };
}

export async function searchPublicItems(db: Executor, filter: PublicItemFilter, page: PublicPage): Promise<PublicSearchAnswer> {
  const rows = rowsOf<Row>(await db.execute(publicSearchSql(filter, page)));
  return {
    counted: Number(rows[0]?.total ?? 0),
    keys: rows.filter((row) => row.id !== null).map((row) => ({ createdAt: String(row.keyAt), id: Number(row.id) })),
  };
}

/** The weeks the visible catalogue spans (two index lookups), or none when it is empty. */
export async function findVisibleWeeks(db: Executor): Promise<VisibleWeeks | undefined> {
  const [row] = rowsOf<Record<keyof VisibleWeeks, number | string | null>>(
    await db.execute(sql`
    select ${weekOf(sql`min(created_at)`)} as first, ${weekOf(sql`max(created_at)`)} as last,
      extract(epoch from min(created_at))::float8 as "oldestAt", extract(epoch from max(created_at))::float8 as "newestAt"
    from lost_items where ${isPubliclyVisible}`),
  );
  if (row?.first == null || row.last == null) return undefined;
  return { first: Number(row.first), last: Number(row.last), oldestAt: Number(row.oldestAt), newestAt: Number(row.newestAt) };
}

/** The first and last week of the visible catalogue, and its oldest and newest item (seconds since 1970). */
export interface VisibleWeeks {
  first: number;
  last: number;
  oldestAt: number;
  newestAt: number;
}

export const WEEK_LENGTH_SECONDS = WEEK_SECONDS;
