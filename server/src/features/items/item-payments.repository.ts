/** What an item's own rules read of its payments (withdrawing it, ending its holding period). */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payments } from '../../db/schema';

/** Whether the item has a payment that did not fail: under way, paid, or being refunded. */
export async function hasPaymentNotFailed(db: Executor, itemId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.itemId, itemId), sql`${payments.status} <> 'failed'`))
    .limit(1);
  return !!row;
}
