/** Item queries. Every function takes an Executor so operations can run them in a transaction. */
import { and, desc, eq, getTableColumns, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isPubliclyVisible } from '../../db/item-visibility';
import type { Executor } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { categories, claims, heldItems, itemPublicTexts, items, organisations, payments, users } from '../../db/schema';

export type ItemRow = typeof items.$inferSelect;

/** An item with what its page shows beside it: the category's name and the finder's contact. */
export interface ItemRecord {
  item: ItemRow;
  categoryName: string | null;
  finder: { firstName: string; lastName: string; phone: string; email: string | null };
  /** The organisation that holds it (issue 28), if any; public-items.repository.ts reads the same. */
  heldBy?: HeldByRow | null;
  /** Its public texts as last scrubbed, if kept (item-public-texts.ts decides whether they still hold). */
  kept?: KeptPublicTexts | null;
}

export interface KeptPublicTexts {
  rules: string;
  source: string;
  texts: unknown;
}

export interface HeldByRow {
  id: string;
  name: string;
  slug: string;
  kind: string;
  county: string;
  landmark: string;
  hours: string;
  phone: string;
  latitude: string | null;
  longitude: string | null;
  status: string;
  heldUntil: Date;
  idCardProof: string;
}

/** Every column but the search vector, which only the database needs. */
const { searchVector: _searchVector, ...itemColumns } = getTableColumns(items);

/** `'key', column` pairs for json_build_object; numeric stays text, as the query builder reads it. */
const pairs = (columns: Record<string, PgColumn>) =>
  sql.join(
    Object.entries(columns).map(([key, column]) =>
      column.columnType === 'PgNumeric' ? sql`${sql.raw(`'${key}'`)}, ${column}::text` : sql`${sql.raw(`'${key}'`)}, ${column}`,
    ),
    sql`, `,
  );

/** The item's columns json gives as text that the row holds as a Date. */
const ITEM_DATES = Object.entries(itemColumns)
  .filter(([, column]) => column.dataType === 'date')
  .map(([key]) => key as keyof ItemRow);

/**
 * The whole record as one json value built by PostgreSQL: the query builder mapped 55 columns a
 * row one by one, which was a tenth of a search's CPU (docs/decisions/0270); one json column is
 * parsed natively. A left-joined organisation or kept texts that are not there are null.
 */
const recordJson = sql<RecordJson>`json_build_object(
  'item', json_build_object(${pairs(itemColumns)}),
  'categoryName', ${categories.name},
  'finder', json_build_object(${pairs({ firstName: users.firstName, lastName: users.lastName, phone: users.phone, email: users.email })}),
  'heldBy', case when ${organisations.id} is null then null else json_build_object(${pairs({
    id: organisations.id,
    name: organisations.name,
    slug: organisations.slug,
    kind: organisations.kind,
    county: organisations.county,
    landmark: organisations.landmark,
    hours: organisations.hours,
    phone: organisations.publicPhone,
    latitude: organisations.latitude,
    longitude: organisations.longitude,
    status: organisations.status,
    heldUntil: heldItems.heldUntil,
    idCardProof: organisations.idCardProof,
  })}) end,
  'kept', case when ${itemPublicTexts.itemId} is null then null else json_build_object(${pairs({
    rules: itemPublicTexts.rules,
    source: itemPublicTexts.source,
    texts: itemPublicTexts.texts,
  })}) end
)`;

/** A record as json carries it: its dates as text. */
type RecordJson = Omit<ItemRecord, 'item' | 'heldBy'> & {
  item: Record<string, unknown>;
  heldBy: (Omit<HeldByRow, 'heldUntil'> & { heldUntil: string }) | null;
};

function toRecord({ record }: { record: RecordJson }): ItemRecord {
  const item = record.item;
  for (const key of ITEM_DATES) if (item[key] !== null) item[key] = new Date(item[key] as string);
  const heldBy = record.heldBy && { ...record.heldBy, heldUntil: new Date(record.heldBy.heldUntil) };
  return { ...record, item: item as ItemRow, heldBy };
}

// Held items join in the same statement: the organisation comes with the row, never a query per item.
const selectRecords = (db: Executor) =>
  db
    .select({ record: recordJson })
    .from(items)
    .innerJoin(users, eq(users.id, items.finderId))
    .leftJoin(categories, eq(categories.id, items.categoryId))
    .leftJoin(heldItems, eq(heldItems.itemId, items.id))
    .leftJoin(organisations, eq(organisations.id, heldItems.organisationId))
    .leftJoin(itemPublicTexts, eq(itemPublicTexts.itemId, items.id));

const selectRecordById = preparedQuery((db) =>
  selectRecords(db)
    .where(eq(items.id, sql.placeholder('id')))
    .prepare('items_record_by_id'),
);

export async function findItemRecord(db: Executor, id: number): Promise<ItemRecord | undefined> {
  const [row] = await selectRecordById(db, { id });
  return row ? toRecord(row) : undefined;
}

// One plan for any number of ids: `= any($1)` takes the whole list as one array parameter.
const selectRecordsByIds = preparedQuery((db) =>
  selectRecords(db)
    .where(sql`${items.id} = any(${sql.placeholder('ids')})`)
    .prepare('items_records_by_ids'),
);

/** Keeps public texts made now (item-public-texts.ts); a newer row of the same item wins over none. */
export async function saveKeptPublicTexts(db: Executor, rows: Array<{ itemId: number; rules: string; source: string; texts: unknown }>): Promise<void> {
  if (!rows.length) return;
  await db
    .insert(itemPublicTexts)
    .values(rows)
    .onConflictDoUpdate({
      target: itemPublicTexts.itemId,
      set: { rules: sql`excluded.rules`, source: sql`excluded.source`, texts: sql`excluded.texts` },
    });
}

/** Publicly visible items' ids below `beforeId` (all when undefined), newest first (public-texts-fill.ts). */
export async function listListedItemIdsBefore(db: Executor, beforeId: number | undefined, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(beforeId === undefined ? isPubliclyVisible : and(isPubliclyVisible, lt(items.id, beforeId)))
    .orderBy(desc(items.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The records of these items that exist, in no particular order (item-record-loader.ts). */
export async function findItemRecords(db: Executor, ids: number[]): Promise<ItemRecord[]> {
  if (!ids.length) return [];
  return (await selectRecordsByIds(db, { ids })).map(toRecord);
}

export async function findItemRow(db: Executor, id: number, options: { forUpdate?: boolean } = {}): Promise<ItemRow | undefined> {
  const query = db.select(itemColumns).from(items).where(eq(items.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row as ItemRow | undefined;
}

export async function findCategoryIdByName(db: Executor, name: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`lower(${categories.name}) = lower(${name})`);
  return row?.id;
}

export async function categoryExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return !!row;
}

export async function listItemsOfFinder(db: Executor, finderId: string): Promise<ItemRecord[]> {
  const rows = await selectRecords(db).where(eq(items.finderId, finderId)).orderBy(desc(items.createdAt), desc(items.id));
  return rows.map(toRecord);
}

export async function listClaimsOfItems(db: Executor, itemIds: number[]) {
  if (!itemIds.length) return [];
  return (
    db
      .select({ id: claims.id, itemId: claims.itemId, status: claims.status, claimerId: claims.claimerId, createdAt: claims.createdAt })
      .from(claims)
      // A claim held for an admin (claims/hold-doubtful-claim.ts) is not the finder's yet.
      .where(and(inArray(claims.itemId, itemIds), isNull(claims.heldAt)))
      .orderBy(desc(claims.createdAt), desc(claims.id))
  );
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

/** The columns item-lifecycle.ts alone writes: a new item is available and nobody's; edits never move it. */
type LifecycleColumns = 'status' | 'isClaimed' | 'claimedBy' | 'claimedAt' | 'completedAt' | 'removalReason' | 'removedAt' | 'removedBy';

export async function insertItem(db: Executor, values: Omit<typeof items.$inferInsert, LifecycleColumns>): Promise<number> {
  const [row] = await db.insert(items).values(values).returning({ id: items.id });
  return row.id;
}

export async function updateItemRow(db: Executor, id: number, values: Partial<Omit<typeof items.$inferInsert, LifecycleColumns>>): Promise<void> {
  await db
    .update(items)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(items.id, id));
}

/** The name, landmark and hours of the desk that holds the item, or null (docs/decisions/0282). */
export async function findDeskTextsOfItem(db: Executor, itemId: number): Promise<{ name: string; landmark: string; hours: string } | null> {
  const [row] = await db
    .select({ name: organisations.name, landmark: organisations.landmark, hours: organisations.hours })
    .from(heldItems)
    .innerJoin(organisations, eq(organisations.id, heldItems.organisationId))
    .where(eq(heldItems.itemId, itemId))
    .limit(1);
  return row ?? null;
}
