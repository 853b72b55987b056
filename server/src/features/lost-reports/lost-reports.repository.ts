/** Lost report queries. Every function takes an Executor so operations can run them in a transaction. */
import { and, desc, eq, getTableColumns, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, items, lostReportAlertPhones, lostReportMatches, lostReports, users } from '../../db/schema';
import { isReportOpen } from '../../db/lost-report-state';
import { isPubliclyVisible } from '../../db/item-visibility';
import { MATCH_THRESHOLD } from './match-score';

/** Every column but the scored terms, which only the database needs. */
const { terms: _terms, ...reportColumns } = getTableColumns(lostReports);

export type ReportRow = Omit<typeof lostReports.$inferSelect, 'terms'>;
export type ReportRecord = ReportRow & { categoryName: string | null; matchCount: number };
export type NewReport = Omit<typeof lostReports.$inferInsert, 'id' | 'terms'>;
/** The state and its dates move only through lost-report-lifecycle.ts, never by an edit. */
type LifecycleColumns = 'status' | 'expiresAt' | 'reminderSentAt';

/** A match the owner sees: the item is public and visible, and still scores over the threshold. */
const shownMatch = and(gte(lostReportMatches.score, MATCH_THRESHOLD), isPubliclyVisible);

const matchCount = sql<number>`(
  select count(*)::int from ${lostReportMatches}
  join ${items} on ${items.id} = ${lostReportMatches.itemId}
  where ${lostReportMatches.reportId} = ${lostReports.id} and ${shownMatch}
)`;

const selectRecords = (db: Executor) =>
  db
    .select({ ...reportColumns, categoryName: categories.name, matchCount })
    .from(lostReports)
    .leftJoin(categories, eq(categories.id, lostReports.categoryId));

export async function findReportRecord(db: Executor, id: number): Promise<ReportRecord | undefined> {
  const [row] = await selectRecords(db).where(eq(lostReports.id, id));
  return row;
}

export async function findReportRow(db: Executor, id: number, options: { forUpdate?: boolean } = {}): Promise<ReportRow | undefined> {
  const query = db.select(reportColumns).from(lostReports).where(eq(lostReports.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function listReportsOfOwner(db: Executor, ownerId: string): Promise<ReportRecord[]> {
  return selectRecords(db).where(eq(lostReports.ownerId, ownerId)).orderBy(desc(lostReports.createdAt), desc(lostReports.id));
}

export async function countOpenReports(db: Executor, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(lostReports)
    .where(and(eq(lostReports.ownerId, ownerId), isReportOpen));
  return row.count;
}

/** Open reports filed by this number without an account (their alert phone is the number). */
export async function countOpenReportsOfPhone(db: Executor, phone: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(lostReports)
    .innerJoin(lostReportAlertPhones, eq(lostReportAlertPhones.lostReportId, lostReports.id))
    .where(and(eq(lostReportAlertPhones.phone, phone), isNull(lostReports.ownerId), isReportOpen));
  return row.count;
}

/** A report is filed open (the column's default); from there only its lifecycle moves it. */
export async function insertReport(db: Executor, values: Omit<NewReport, 'status'>): Promise<number> {
  const [row] = await db.insert(lostReports).values(values).returning({ id: lostReports.id });
  return row.id;
}

export async function updateReportRow(db: Executor, id: number, values: Partial<Omit<NewReport, LifecycleColumns>>): Promise<void> {
  await db
    .update(lostReports)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(lostReports.id, id));
}

export async function deleteReportRow(db: Executor, id: number): Promise<void> {
  await db.delete(lostReports).where(eq(lostReports.id, id));
}

/** The report's matches the owner may see, best first. */
export async function listShownMatches(db: Executor, reportId: number) {
  return db
    .select({
      itemId: lostReportMatches.itemId,
      score: lostReportMatches.score,
      matchedAt: lostReportMatches.createdAt,
      item: {
        id: items.id,
        title: items.title,
        categoryName: categories.name,
        location: items.location,
        nearLocation: items.nearLocation,
        dateFound: items.dateFound,
        status: items.status,
        images: items.images,
      },
    })
    .from(lostReportMatches)
    .innerJoin(items, eq(items.id, lostReportMatches.itemId))
    .leftJoin(categories, eq(categories.id, items.categoryId))
    .where(and(eq(lostReportMatches.reportId, reportId), shownMatch))
    .orderBy(desc(lostReportMatches.score), desc(lostReportMatches.createdAt))
    .limit(100);
}

export async function findReportStatus(db: Executor, id: number): Promise<string | undefined> {
  const [row] = await db.select({ status: lostReports.status }).from(lostReports).where(eq(lostReports.id, id));
  return row?.status;
}

/** A report and its owner's address, for the expiry reminder. */
export async function findReminderRecipient(db: Executor, reportId: number) {
  const [row] = await db
    .select({
      report: { title: lostReports.title, status: lostReports.status, expiresAt: lostReports.expiresAt },
      owner: { email: users.email, firstName: users.firstName, language: users.language },
    })
    .from(lostReports)
    .innerJoin(users, eq(users.id, lostReports.ownerId))
    .where(eq(lostReports.id, reportId));
  return row;
}

/** Open reports within `days` of expiry not yet reminded, locked (SKIP LOCKED: another process takes the others). */
export async function lockReportsDueReminder(tx: Executor, { days, limit }: { days: number; limit: number }) {
  return tx
    .select({ report: lostReports, language: users.language })
    .from(lostReports)
    .innerJoin(users, eq(users.id, lostReports.ownerId))
    .where(and(eq(lostReports.status, 'open'), isNull(lostReports.reminderSentAt), lte(lostReports.expiresAt, sql`now() + make_interval(days => ${days})`)))
    .limit(limit)
    .for('update', { of: lostReports, skipLocked: true });
}

export async function markReminderSent(db: Executor, id: number): Promise<void> {
  await db.update(lostReports).set({ reminderSentAt: new Date() }).where(eq(lostReports.id, id));
}

/** The proven alert number of a report filed without an account (USSD), with the item still there. */
export async function findUnownedReportAlertPhone(db: Executor, pair: { reportId: number; itemId: number }) {
  const [row] = await db
    .select({ phone: lostReportAlertPhones.phone, verifiedAt: lostReportAlertPhones.verifiedAt, itemId: items.id })
    .from(lostReports)
    .innerJoin(lostReportAlertPhones, eq(lostReportAlertPhones.lostReportId, lostReports.id))
    .innerJoin(items, eq(items.id, pair.itemId))
    .where(and(eq(lostReports.id, pair.reportId), isNull(lostReports.ownerId)));
  return row;
}
