import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { auditLog, users } from '../../../db/schema';
import { pageWindow } from '../admin.schemas';

export const AUDIT_PAGE_SIZE = 50;

export async function listAuditEntries(db: Executor, filter: { page: number; action?: string; targetType?: string; targetId?: string }) {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.targetType) conditions.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId) conditions.push(eq(auditLog.targetId, filter.targetId));
  const where = conditions.length ? and(...conditions) : undefined;
  const { limit, offset } = pageWindow(filter.page, AUDIT_PAGE_SIZE);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        entry: auditLog,
        actorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
        actorEmail: users.email,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total };
}
