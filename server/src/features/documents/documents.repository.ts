/**
 * Document-number hashes of found items and of lost reports (db/schema/documents.ts). Nothing
 * here ever reads a hash out to a caller: lookups and matches compare them inside PostgreSQL.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client';
import { categories, itemDocumentNumbers, items, lostReportDocumentNumbers } from '../../db/schema';
import { isOpenToOwners, isOpenToOwnersAs } from '../../db/item-visibility';
import { isReportOpenAs } from '../../db/lost-report-state';

export async function findCategory(db: Executor, categoryId: number) {
  const [row] = await db.select({ name: categories.name, icon: categories.icon }).from(categories).where(eq(categories.id, categoryId));
  return row;
}

export async function saveItemDocumentHash(db: Executor, itemId: number, numberHash: string): Promise<void> {
  await db
    .insert(itemDocumentNumbers)
    .values({ itemId, numberHash })
    .onConflictDoUpdate({ target: itemDocumentNumbers.itemId, set: { numberHash, createdAt: new Date() } });
}

/** The item's kept hash, to compare inside the server with a number a claimer typed (compare-claimed-number.ts). */
export async function findItemDocumentHash(db: Executor, itemId: number): Promise<string | undefined> {
  const [row] = await db.select({ numberHash: itemDocumentNumbers.numberHash }).from(itemDocumentNumbers).where(eq(itemDocumentNumbers.itemId, itemId));
  return row?.numberHash;
}

export async function deleteItemDocumentHash(db: Executor, itemId: number): Promise<void> {
  await db.delete(itemDocumentNumbers).where(eq(itemDocumentNumbers.itemId, itemId));
}

export async function saveReportDocumentHash(db: Executor, lostReportId: number, numberHash: string): Promise<void> {
  await db
    .insert(lostReportDocumentNumbers)
    .values({ lostReportId, numberHash })
    .onConflictDoUpdate({ target: lostReportDocumentNumbers.lostReportId, set: { numberHash, createdAt: new Date() } });
}

export async function findReportDocumentHash(db: Executor, lostReportId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ numberHash: lostReportDocumentNumbers.numberHash })
    .from(lostReportDocumentNumbers)
    .where(eq(lostReportDocumentNumbers.lostReportId, lostReportId));
  return row?.numberHash;
}

export async function deleteReportDocumentHash(db: Executor, lostReportId: number): Promise<void> {
  await db.delete(lostReportDocumentNumbers).where(eq(lostReportDocumentNumbers.lostReportId, lostReportId));
}

export interface FoundDocument {
  id: number;
  title: string;
  county: string;
  dateFound: string;
}

/** Items an owner can still claim that carry this number, newest first (the hash index). */
export async function findClaimableDocuments(db: Executor, numberHash: string, limit = 5): Promise<FoundDocument[]> {
  return db
    .select({ id: items.id, title: items.title, county: items.location, dateFound: items.dateFound })
    .from(itemDocumentNumbers)
    .innerJoin(items, eq(items.id, itemDocumentNumbers.itemId))
    .where(and(eq(itemDocumentNumbers.numberHash, numberHash), isOpenToOwners))
    .orderBy(desc(items.createdAt), desc(items.id))
    .limit(limit);
}

export interface DocumentPair {
  reportId: number;
  itemId: number;
}

/**
 * Open reports carrying the found item's number: an exact match whatever the words, county or
 * date say (a document is often found far from where it was lost). Not the finder's own report.
 */
export async function reportsWithItemDocument(db: Executor, itemId: number): Promise<DocumentPair[]> {
  return rowsOf<DocumentPair>(
    await db.execute(sql`
    select r.id as "reportId", i.id as "itemId"
    from ${itemDocumentNumbers} d
    join lost_items i on i.id = d.item_id and ${isOpenToOwnersAs('i')}
    join ${lostReportDocumentNumbers} rd on rd.number_hash = d.number_hash
    join lost_reports r on r.id = rd.lost_report_id and ${isReportOpenAs('r')}
    where d.item_id = ${itemId} and r.owner_id is distinct from i.finder_id
    limit 50
  `),
  );
}

/** Claimable items carrying the report's number. */
export async function itemsWithReportDocument(db: Executor, reportId: number): Promise<DocumentPair[]> {
  return rowsOf<DocumentPair>(
    await db.execute(sql`
    select r.id as "reportId", i.id as "itemId"
    from ${lostReportDocumentNumbers} rd
    join lost_reports r on r.id = rd.lost_report_id and ${isReportOpenAs('r')}
    join ${itemDocumentNumbers} d on d.number_hash = rd.number_hash
    join lost_items i on i.id = d.item_id and ${isOpenToOwnersAs('i')}
    where rd.lost_report_id = ${reportId} and r.owner_id is distinct from i.finder_id
    limit 50
  `),
  );
}

/**
 * Forgets the numbers of items that are no longer available (claimed, handed over, removed):
 * nobody needs to find them by number any more (docs/rules.md "Personal data").
 */
export async function deleteHashesOfUnavailableItems(db: Executor): Promise<number> {
  const gone = await db
    .delete(itemDocumentNumbers)
    .where(
      inArray(
        itemDocumentNumbers.itemId,
        db
          .select({ id: items.id })
          .from(items)
          .where(sql`${items.status} <> 'available'`),
      ),
    )
    .returning({ itemId: itemDocumentNumbers.itemId });
  return gone.length;
}
