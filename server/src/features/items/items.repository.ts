/** Item queries. Every function takes an Executor so operations can run them in a transaction. */
import { and, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, claims, items, payments, users } from '../../db/schema';
import { publiclyVisible } from '../public/public.repository';
import type { ItemRecord } from './item-json';

export type ItemRow = typeof items.$inferSelect;

/** Every column but the search vector, which only the database needs. */
const { searchVector: _searchVector, ...itemColumns } = getTableColumns(items);

const recordColumns = {
  item: itemColumns,
  categoryName: categories.name,
  finder: { firstName: users.firstName, lastName: users.lastName, phone: users.phone, email: users.email },
};

const selectRecords = (db: Executor) =>
  db.select(recordColumns).from(items).innerJoin(users, eq(users.id, items.finderId)).leftJoin(categories, eq(categories.id, items.categoryId));

export async function findItemRecord(db: Executor, id: number): Promise<ItemRecord | undefined> {
  const [row] = await selectRecords(db).where(eq(items.id, id));
  return row as ItemRecord | undefined;
}

export async function findItemRow(db: Executor, id: number, options: { forUpdate?: boolean } = {}): Promise<ItemRow | undefined> {
  const query = db.select(itemColumns).from(items).where(eq(items.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row as ItemRow | undefined;
}

export interface PublicItemFilter {
  /** A to_tsquery expression built by toPrefixQuery. */
  tsquery?: string;
  categoryId?: number;
  location?: string;
  statuses?: string[];
}

function publicConditions(filter: PublicItemFilter): SQL {
  const conditions: Array<SQL | undefined> = [publiclyVisible];
  if (filter.tsquery) conditions.push(sql`${items.searchVector} @@ to_tsquery('simple', ${filter.tsquery})`);
  if (filter.categoryId) conditions.push(eq(items.categoryId, filter.categoryId));
  if (filter.location) conditions.push(eq(items.location, filter.location));
  if (filter.statuses?.length) conditions.push(inArray(items.status, filter.statuses));
  return and(...conditions)!;
}

/** Sort keys written as the indexes are (DESC NULLS LAST), so PostgreSQL reads pages straight from them. */
const newestFirst = [sql`${items.createdAt} desc nulls last`, sql`${items.id} desc nulls last`];
const oldestFirst = [sql`${items.createdAt} asc nulls first`, sql`${items.id} asc nulls first`];

export async function listPublicItems(
  db: Executor,
  filter: PublicItemFilter,
  page: { offset: number; limit: number; oldestFirst: boolean },
): Promise<ItemRecord[]> {
  const order = page.oldestFirst ? oldestFirst : newestFirst;
  // The page of ids first, then the joins for those 20 rows only.
  const pageIds = db.select({ id: items.id }).from(items).where(publicConditions(filter)).orderBy(...order).limit(page.limit).offset(page.offset);
  const rows = await selectRecords(db).where(inArray(items.id, pageIds)).orderBy(...order);
  return rows as ItemRecord[];
}

/**
 * Counts matches up to `cap` and no further: the count of a broad search at a million items
 * would otherwise cost more than the page itself (the same trade as Elasticsearch's 10,000).
 */
export async function countPublicItems(db: Executor, filter: PublicItemFilter, cap: number): Promise<number> {
  const matches = db.select({ one: sql`1` }).from(items).where(publicConditions(filter)).limit(cap).as('matches');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(matches);
  return row.count;
}

export async function findCategoryIdByName(db: Executor, name: string): Promise<number | undefined> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(sql`lower(${categories.name}) = lower(${name})`);
  return row?.id;
}

export async function categoryExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return !!row;
}

export async function listItemsOfFinder(db: Executor, finderId: string): Promise<ItemRecord[]> {
  const rows = await selectRecords(db).where(eq(items.finderId, finderId)).orderBy(...newestFirst);
  return rows as ItemRecord[];
}

export async function listClaimsOfItems(db: Executor, itemIds: number[]) {
  if (!itemIds.length) return [];
  return db
    .select({ id: claims.id, itemId: claims.itemId, status: claims.status, claimerId: claims.claimerId, createdAt: claims.createdAt })
    .from(claims)
    .where(inArray(claims.itemId, itemIds))
    .orderBy(desc(claims.createdAt), desc(claims.id));
}

/** Of these items, the ones the claimer has a completed payment for (their contact is revealed). */
export async function findPaidItemIds(db: Executor, claimerId: string, itemIds: number[]): Promise<Set<number>> {
  if (!itemIds.length) return new Set();
  const rows = await db
    .select({ itemId: payments.itemId })
    .from(payments)
    .where(and(eq(payments.claimerId, claimerId), eq(payments.status, 'completed'), inArray(payments.itemId, itemIds)));
  return new Set(rows.map((r) => r.itemId));
}

export async function insertItem(db: Executor, values: typeof items.$inferInsert): Promise<number> {
  const [row] = await db.insert(items).values(values).returning({ id: items.id });
  return row.id;
}

export async function updateItemRow(db: Executor, id: number, values: Partial<typeof items.$inferInsert>): Promise<void> {
  await db.update(items).set({ ...values, updatedAt: new Date() }).where(eq(items.id, id));
}
