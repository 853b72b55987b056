/**
 * The audit trail stays (who did what, when and why is the point of it), but what it copied of a
 * closed account goes: the e-mail and phone that admin actions recorded, and the words the person
 * wrote that an admin action quoted (a dispute's reason, a report's reason).
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog, payments, reports, type UserRow } from '../../db/schema';

const ERASED = '[erased]';

export async function redactAuditTrail(tx: Executor, user: UserRow): Promise<void> {
  const mentions = or(
    and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, user.id)),
    sql`strpos(lower(${auditLog.details}::text), ${user.email.toLowerCase()}) > 0`,
    sql`strpos(${auditLog.details}::text, ${user.phone}) > 0`,
  );
  const rows = await tx.select({ id: auditLog.id, details: auditLog.details }).from(auditLog).where(mentions);
  const secrets = [user.email, user.phone];
  for (const row of rows) {
    if (!row.details) continue;
    const redacted = redact(row.details, secrets);
    if (JSON.stringify(redacted) !== JSON.stringify(row.details)) {
      await tx.update(auditLog).set({ details: redacted }).where(eq(auditLog.id, row.id));
    }
  }

  const paidByUser = tx.select({ id: sql<string>`${payments.id}::text` }).from(payments).where(eq(payments.claimerId, user.id));
  await tx.update(auditLog).set({ details: sql`${auditLog.details} - 'disputeReason'` })
    .where(and(eq(auditLog.targetType, 'payment'), inArray(auditLog.targetId, paidByUser)));
  const filedByUser = tx.select({ id: sql<string>`${reports.id}::text` }).from(reports).where(eq(reports.reporterId, user.id));
  await tx.update(auditLog).set({ details: sql`${auditLog.details} - 'reportReason'` })
    .where(and(eq(auditLog.targetType, 'report'), inArray(auditLog.targetId, filedByUser)));
}

/** Every string that contains one of the secrets (case aside) becomes "[erased]". */
function redact(value: unknown, secrets: string[]): unknown {
  if (typeof value === 'string') {
    const lower = value.toLowerCase();
    return secrets.some((secret) => secret && lower.includes(secret.toLowerCase())) ? ERASED : value;
  }
  if (Array.isArray(value)) return value.map((entry) => redact(entry, secrets));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, redact(entry, secrets)]));
  return value;
}
