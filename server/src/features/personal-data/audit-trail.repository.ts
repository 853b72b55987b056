/** The audit log reads and writes of an account's deletion (redact-audit-trail.ts). */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog, payments, reports } from '../../db/schema';

const aboutUser = (userId: string) => and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId))!;

/** The details of the entries about the user (their former addresses and numbers are in them). */
export async function listAuditDetailsAbout(tx: Executor, userId: string): Promise<unknown[]> {
  const rows = await tx.select({ details: auditLog.details }).from(auditLog).where(aboutUser(userId));
  return rows.map((row) => row.details);
}

/** Entries about the user, and any whose details contain one of `secrets` (lower case). */
export async function listAuditRowsMentioning(tx: Executor, userId: string, secrets: string[]) {
  const mentions: SQL[] = [aboutUser(userId), ...secrets.map((secret) => sql`strpos(lower(${auditLog.details}::text), ${secret}) > 0`)];
  return tx
    .select({ id: auditLog.id, targetType: auditLog.targetType, targetId: auditLog.targetId, details: auditLog.details })
    .from(auditLog)
    .where(or(...mentions));
}

export async function setAuditDetails(tx: Executor, id: number, details: Record<string, unknown>): Promise<void> {
  await tx.update(auditLog).set({ details }).where(eq(auditLog.id, id));
}

/** The reasons the user typed: disputes of their payments, reports they filed. */
export async function dropReasonsOfUser(tx: Executor, userId: string): Promise<void> {
  const paidByUser = tx
    .select({ id: sql<string>`${payments.id}::text` })
    .from(payments)
    .where(eq(payments.claimerId, userId));
  await tx
    .update(auditLog)
    .set({ details: sql`${auditLog.details} - 'disputeReason'` })
    .where(and(eq(auditLog.targetType, 'payment'), inArray(auditLog.targetId, paidByUser)));
  const filedByUser = tx
    .select({ id: sql<string>`${reports.id}::text` })
    .from(reports)
    .where(eq(reports.reporterId, userId));
  await tx
    .update(auditLog)
    .set({ details: sql`${auditLog.details} - 'reportReason'` })
    .where(and(eq(auditLog.targetType, 'report'), inArray(auditLog.targetId, filedByUser)));
}
