/**
 * The hand-over's side of the escrow: the claimer confirms it, and an admin's decision on a
 * dispute is kept on the row. The payout's states (held → disputed when the claimer reports a
 * problem, and what follows) are payouts/payout-lifecycle.ts's.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { payments } from '../../../db/schema';
import type { PaymentRow } from '../payments.repository';

/** The claimer confirmed the hand-over, once; the caller then queues the payout. */
export async function confirmHandover(tx: Executor, paymentId: number, now: Date): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({ receiptConfirmedAt: now, updatedAt: now })
    .where(and(eq(payments.id, paymentId), isNull(payments.receiptConfirmedAt), eq(payments.status, 'completed')))
    .returning();
  return row;
}

/** An admin's decision on a dispute, kept on the row (a refund's updatedAt was already moved by startRefund). */
export async function recordDisputeResolution(
  tx: Executor,
  {
    paymentId,
    resolution,
    updatedAt,
  }: {
    paymentId: number;
    resolution: 'refund' | 'release';
    updatedAt?: Date;
  },
): Promise<void> {
  await tx
    .update(payments)
    .set({ disputeResolution: resolution, ...(updatedAt ? { updatedAt } : {}) })
    .where(eq(payments.id, paymentId));
}
