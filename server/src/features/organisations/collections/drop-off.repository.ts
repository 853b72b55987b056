/** What a drop-off must not cut across: money already moving for the item. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { payments } from '../../../db/schema';

/** A payment waiting for its PIN or Paybill, or one that completed (its hand-over is already arranged). */
export async function hasPaymentUnderWay(db: Executor, itemId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.itemId, itemId), inArray(payments.status, ['pending', 'completed'])))
    .limit(1);
  return Boolean(row);
}
