import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { adminSettings, payments } from '../../../db/schema';

export async function listSettings(db: Executor) {
  return db.select().from(adminSettings).orderBy(asc(adminSettings.key));
}

export async function findSetting(db: Executor, key: string) {
  const [row] = await db.select().from(adminSettings).where(eq(adminSettings.key, key)).limit(1);
  return row;
}

export async function upsertSetting(db: Executor, values: { key: string; value: string; description?: string; updatedBy: string }) {
  const now = new Date();
  const [row] = await db
    .insert(adminSettings)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: adminSettings.key,
      set: { value: values.value, updatedBy: values.updatedBy, updatedAt: now, ...(values.description !== undefined && { description: values.description }) },
    })
    .returning();
  return row;
}

/**
 * Only completed payments count (section 4); refunded ones gave the money back. The success rate
 * is completed out of every payment that reached an outcome: pending ones have not yet.
 */
export async function paymentStats(db: Executor) {
  const [row] = await db
    .select({
      totalPayments: sql<number>`count(*) filter (where ${payments.status} = 'completed')::int`,
      platformRevenue: sql<number>`coalesce(sum(${payments.platformAmount}) filter (where ${payments.status} = 'completed'), 0)::int`,
      finderPayments: sql<number>`coalesce(sum(${payments.finderAmount}) filter (where ${payments.status} = 'completed'), 0)::int`,
      totalCollected: sql<number>`coalesce(sum(${payments.amount}) filter (where ${payments.status} = 'completed'), 0)::int`,
      finderPaidOut: sql<number>`coalesce(sum(${payments.finderAmount}) filter (where ${payments.status} = 'completed' and ${payments.finderPaid}), 0)::int`,
      pendingPayments: sql<number>`count(*) filter (where ${payments.status} = 'pending')::int`,
      failedPayments: sql<number>`count(*) filter (where ${payments.status} = 'failed')::int`,
      refundedPayments: sql<number>`count(*) filter (where ${payments.status} = 'refunded')::int`,
    })
    .from(payments);
  const settled = row.totalPayments + row.failedPayments + row.refundedPayments;
  return { ...row, successRate: settled === 0 ? 0 : Math.round((row.totalPayments / settled) * 100) };
}
