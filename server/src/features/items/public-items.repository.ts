/**
 * The public catalogue query (GET /api/items). One statement answers a page: the matches in
 * order, up to the count cap, numbered; their total; and the page's rows with finder and
 * category. One round trip matters: on a busy server every query costs a plan and two socket
 * writes, and this runs for every keystroke of every visitor.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { items } from '../../db/schema';
import { publiclyVisible } from '../public/public.repository';
import type { ItemRecord } from './item-json';

export interface PublicItemFilter {
  /** Prefix terms from toPrefixQuery or readSearch, e.g. `samsung:* & blu:*`. */
  words?: string;
  /** tsqueries whose matches come first, the first one foremost (read-search.ts). */
  preferred?: string[];
  categoryId?: number;
  /** A county, as stored. */
  location?: string;
  statuses?: string[];
}

/**
 * The search vector with the item's county and category added as two extra lexemes ('l:nairobi',
 * 'c:3'), exactly as lost_items_search_filters_idx indexes it: "words in Nairobi" is then one
 * GIN lookup instead of a full-text scan intersected with a county scan.
 */
const filterableVector = sql`(${items.searchVector} || array_to_tsvector(array['l:' || lower(${items.location}), 'c:' || ${items.categoryId}::text]))`;

/** A lexeme in tsquery syntax: quoted, with quotes and backslashes escaped. */
const lexeme = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** An item held by an organisation that is not verified now (suspended) leaves search (docs/decisions/0241). */
const notHeldBySuspended = sql`not exists (
  select 1 from held_items h join organisations o on o.id = h.organisation_id where h.item_id = ${items.id} and o.status <> 'verified')`;

function publicConditions(filter: PublicItemFilter): SQL {
  const conditions: Array<SQL | undefined> = [publiclyVisible, notHeldBySuspended];
  if (filter.words) {
    const terms = [filter.words];
    if (filter.location) terms.push(lexeme(`l:${filter.location.toLowerCase()}`));
    if (filter.categoryId) terms.push(lexeme(`c:${filter.categoryId}`));
    conditions.push(sql`${filterableVector} @@ ${terms.join(' & ')}::tsquery`);
  } else {
    // Without words the ordered B-tree indexes serve the page directly.
    if (filter.categoryId) conditions.push(eq(items.categoryId, filter.categoryId));
    if (filter.location) conditions.push(eq(items.location, filter.location));
  }
  if (filter.statuses?.length) conditions.push(inArray(items.status, filter.statuses));
  return and(...conditions)!;
}

/** Written as the indexes are (DESC NULLS LAST), so PostgreSQL reads the order straight from them. */
const ORDER = {
  newest: sql.raw('created_at desc nulls last, id desc nulls last'),
  oldest: sql.raw('created_at asc nulls first, id asc nulls first'),
};

const RECORD_COLUMNS = sql.raw(`
  li.id, li.title, li.description, li.category_id as "categoryId", li.location, li.near_location as "nearLocation",
  li.latitude::text as latitude, li.longitude::text as longitude, to_char(li.date_found, 'YYYY-MM-DD') as "dateFound",
  li.images, li.verification_question_1 as "verificationQuestion1", li.verification_question_2 as "verificationQuestion2",
  li.verification_question_3 as "verificationQuestion3", li.verification_answer_1 as "verificationAnswer1",
  li.verification_answer_2 as "verificationAnswer2", li.verification_answer_3 as "verificationAnswer3",
  li.requires_proof_photo as "requiresProofPhoto", li.is_claimed as "isClaimed", li.status, li.is_hidden as "isHidden",
  li.finder_id as "finderId", li.claimed_by as "claimedBy",
  to_char(li.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  c.name as "categoryName", u.first_name as "finderFirstName", u.last_name as "finderLastName",
  u.phone as "finderPhone", u.email as "finderEmail",
  o.id as "heldById", o.name as "heldByName", o.slug as "heldBySlug", o.kind as "heldByKind", o.county as "heldByCounty",
  o.landmark as "heldByLandmark", o.hours as "heldByHours", o.public_phone as "heldByPhone", o.latitude::text as "heldByLatitude",
  o.longitude::text as "heldByLongitude", o.status as "heldByStatus",
  to_char(h.held_until at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "heldUntil"`);

type Row = Record<string, unknown> & { total: number; id: number | null; position: number };

export interface PublicPage {
  offset: number;
  limit: number;
  oldestFirst: boolean;
  countCap: number;
  /** "By location": these counties first, in this order (nearest first), newest first within each. */
  countyOrder?: string[];
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
      select id, row_number() over (order by ${order}) as position
      from lost_items where ${publicConditions(filter)}
      order by ${order} limit ${scanLimit}
    )
    select counted.total, p.* from (select count(*)::int as total from matches) counted
    left join lateral (
      select m.position, ${RECORD_COLUMNS}
      from matches m
      join lost_items li on li.id = m.id
      join users u on u.id = li.finder_id
      left join categories c on c.id = li.category_id
      left join held_items h on h.item_id = li.id
      left join organisations o on o.id = h.organisation_id
      where m.position > ${page.offset} and m.position <= ${page.offset + page.limit}
    ) p on true
    order by p.position`;
}

/** A page's rows, and how many matched up to the count cap. */
export interface PublicSearchAnswer {
  records: ItemRecord[];
  counted: number;
  /** Set by searchItems when mistyped words were searched as catalogue words (read-search.ts). */
  correction?: { correctedQuery: string; originalQuery: string };
}

export async function searchPublicItems(db: Executor, filter: PublicItemFilter, page: PublicPage): Promise<PublicSearchAnswer> {
  const result = await db.execute(publicSearchSql(filter, page));
  const rows = (result as unknown as { rows: Row[] }).rows;
  return { counted: Number(rows[0]?.total ?? 0), records: rows.filter((row) => row.id !== null).map(toRecord) };
}

const HELD_BY_COLUMNS = ['Id', 'Name', 'Slug', 'Kind', 'County', 'Landmark', 'Hours', 'Phone', 'Latitude', 'Longitude', 'Status'] as const;

function toRecord(row: Row): ItemRecord {
  const { total: _total, position: _position, categoryName, finderFirstName, finderLastName, finderPhone, finderEmail, createdAt, heldUntil, ...rest } = row;
  const heldBy = Object.fromEntries(HELD_BY_COLUMNS.map((name) => [name.toLowerCase(), rest[`heldBy${name}`] ?? null]));
  const item = Object.fromEntries(Object.entries(rest).filter(([key]) => !key.startsWith('heldBy')));
  return {
    item: { ...item, createdAt: new Date(String(createdAt)) } as unknown as ItemRecord['item'],
    categoryName: (categoryName as string | null) ?? null,
    finder: { firstName: String(finderFirstName), lastName: String(finderLastName), phone: String(finderPhone), email: finderEmail == null ? null : String(finderEmail) },
    heldBy: heldBy.id ? { ...heldBy, heldUntil: new Date(String(heldUntil)) } as unknown as NonNullable<ItemRecord['heldBy']> : null,
  };
}
