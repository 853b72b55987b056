/** Item queries. Every function takes an Executor so operations can run them in a transaction. */
import { and, desc, eq, getTableColumns, inArray, isNull, lt, sql } from 'drizzle-orm';
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

const recordColumns = {
  item: itemColumns,
  categoryName: categories.name,
  finder: { firstName: users.firstName, lastName: users.lastName, phone: users.phone, email: users.email },
  heldBy: {
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
  },
  kept: { rules: itemPublicTexts.rules, source: itemPublicTexts.source, texts: itemPublicTexts.texts },
};

// Held items join in the same statement: the organisation comes with the row, never a query per item.
const selectRecords = (db: Executor) =>
  db
    .select(recordColumns)
    .from(items)
    .innerJoin(users, eq(users.id, items.finderId))
    .leftJoin(categories, eq(categories.id, items.categoryId))
    .leftJoin(heldItems, eq(heldItems.itemId, items.id))
    .leftJoin(organisations, eq(organisations.id, heldItems.organisationId))
    .leftJoin(itemPublicTexts, eq(itemPublicTexts.itemId, items.id));

/** A left join of columns from two tables gives an object of nulls, not null: make it null. */
function withHeldBy(row: unknown): ItemRecord {
  const record = row as ItemRecord;
  return { ...record, heldBy: record.heldBy?.id ? record.heldBy : null, kept: record.kept?.rules ? record.kept : null };
}

const selectRecordById = preparedQuery((db) =>
  selectRecords(db)
    .where(eq(items.id, sql.placeholder('id')))
    .prepare('items_record_by_id'),
);

export async function findItemRecord(db: Executor, id: number): Promise<ItemRecord | undefined> {
  const [row] = await selectRecordById(db, { id });
  return row ? withHeldBy(row) : undefined;
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
  return (await selectRecordsByIds(db, { ids })).map(withHeldBy);
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
  return rows.map(withHeldBy);
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
