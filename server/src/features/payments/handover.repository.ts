/**
 * The hand-over's side of the escrow: the claimer confirms it, or reports a problem while the
 * payout is held (held → disputed), and an admin's decision on the dispute is kept on the row.
 * What happens to the payout next is payouts.repository.ts's.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payments } from '../../db/schema';
import type { PaymentRow } from './payments.repository';

/** held → disputed: the claimer reported a problem within the hold, before confirming the hand-over. */
export async function openPayoutDispute(tx: Executor, { paymentId, reason, now }: { paymentId: number; reason: string; now: Date }): Promise<PaymentRow | undefined> {
  const [row] = await tx.update(payments)
    .set({ payoutStatus: 'disputed', disputeReason: reason, disputedAt: now, updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.payoutStatus, 'held'), gt(payments.payoutDueAt, now), isNull(payments.receiptConfirmedAt)))
    .returning();
  return row;
}

/** The claimer confirmed the hand-over, once; the caller then queues the payout. */
export async function confirmHandover(tx: Executor, paymentId: number, now: Date): Promise<PaymentRow | undefined> {
  const [row] = await tx.update(payments)
    .set({ receiptConfirmedAt: now, updatedAt: now })
    .where(and(eq(payments.id, paymentId), isNull(payments.receiptConfirmedAt), eq(payments.status, 'completed')))
    .returning();
  return row;
}

/** An admin's decision on a dispute, kept on the row (a refund's updatedAt was already moved by startRefund). */
export async function recordDisputeResolution(tx: Executor, { paymentId, resolution, updatedAt }: {
  paymentId: number;
  resolution: 'refund' | 'release';
  updatedAt?: Date;
}): Promise<void> {
  await tx.update(payments).set({ disputeResolution: resolution, ...(updatedAt ? { updatedAt } : {}) }).where(eq(payments.id, paymentId));
}
