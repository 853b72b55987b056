import { and, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { items, payments, reports, users } from '../../../db/schema';
import { pageWindow } from '../admin.schemas';

export type ReportRow = typeof reports.$inferSelect;

export const REPORTS_PAGE_SIZE = 20;

export async function findOpenReport(db: Executor, reporterId: string, targetType: string, targetId: string) {
  const [row] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.reporterId, reporterId), eq(reports.targetType, targetType), eq(reports.targetId, targetId), eq(reports.status, 'open')))
    .limit(1);
  return row;
}

export async function insertReport(db: Executor, values: typeof reports.$inferInsert): Promise<ReportRow> {
  const [row] = await db.insert(reports).values(values).returning();
  return row;
}

export async function findReportById(db: Executor, id: number): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).limit(1);
  return row;
}

export async function closeReportRow(db: Executor, id: number, changes: Pick<ReportRow, 'status' | 'resolvedBy' | 'resolution'>) {
  const [row] = await db
    .update(reports)
    .set({ ...changes, resolvedAt: new Date() })
    .where(eq(reports.id, id))
    .returning();
  return row;
}

const reporter = alias(users, 'reporter');
const targetUser = alias(users, 'target_user');
const resolver = alias(users, 'resolver');

/** Reports with what they point at, so an admin can act without opening each one. */
export async function listReports(db: Executor, filter: { status: 'all' | 'open' | 'resolved' | 'dismissed'; page: number }) {
  const where: SQL | undefined = filter.status === 'all' ? undefined : eq(reports.status, filter.status);
  const { limit, offset } = pageWindow(filter.page, REPORTS_PAGE_SIZE);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        report: reports,
        reporterName: sql<string>`${reporter.firstName} || ' ' || ${reporter.lastName}`,
        itemTitle: items.title,
        itemHidden: items.isHidden,
        itemStatus: items.status,
        targetUserName: sql<string | null>`${targetUser.firstName} || ' ' || ${targetUser.lastName}`,
        targetUserSuspended: targetUser.suspended,
        resolverName: sql<string | null>`${resolver.firstName} || ' ' || ${resolver.lastName}`,
      })
      .from(reports)
      .innerJoin(reporter, eq(reporter.id, reports.reporterId))
      .leftJoin(items, and(eq(reports.targetType, 'item'), sql`${items.id}::text = ${reports.targetId}`))
      .leftJoin(targetUser, and(eq(reports.targetType, 'user'), sql`${targetUser.id}::text = ${reports.targetId}`))
      .leftJoin(resolver, eq(resolver.id, reports.resolvedBy))
      .where(where)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(reports).where(where),
  ]);
  return { rows, total };
}

/** What a reporter has to lose: a verified phone number, a completed payment. */
export async function findReporterStanding(db: Executor, userId: string): Promise<{ hasVerifiedPhone: boolean; hasPaid: boolean }> {
  const [user] = await db.select({ phoneVerified: users.phoneVerified }).from(users).where(eq(users.id, userId));
  const [paid] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.claimerId, userId), isNotNull(payments.completedAt)))
    .limit(1);
  return { hasVerifiedPhone: !!user?.phoneVerified, hasPaid: !!paid };
}
