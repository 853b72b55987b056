/**
 * Payment rows: finding them, and their closed types. Their states are written only by the
 * lifecycles: stk/payment-lifecycle.ts (pending, completed, failed), refunds/refund-lifecycle.ts
 * (the refund's states) and payouts/payout-lifecycle.ts (payout_status).
 */
import { and, eq, gt, inArray, isNotNull, lt, ne, or } from 'drizzle-orm';
import { REFUND_STATUSES, type PAYMENT_STATUSES } from '@okota/shared';
import type { Executor } from '../../db/client';
import { payments } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type PayoutStatus = 'none' | 'held' | 'queued' | 'awaiting_phone' | 'processing' | 'paid' | 'failed' | 'disputed' | 'refunded';

/** The columns are varchar with check constraints; these give them their closed types. */
export function typedStatuses<T extends { status: string; payoutStatus: string }>(row: T) {
  return { ...row, status: row.status as PaymentStatus, payoutStatus: row.payoutStatus as PayoutStatus };
}

export async function findPaymentById(db: Executor, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** Another payment already holds this M-Pesa receipt, as its payment's or its reversal's: it cannot settle a second one. */
export async function isReceiptTaken(db: Executor, { receipt, exceptPaymentId }: { receipt: string; exceptPaymentId: number }): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        ne(payments.id, exceptPaymentId),
        or(eq(payments.mpesaTransactionId, receipt), eq(payments.refundTransactionId, receipt), eq(payments.finderTransactionId, receipt)),
      ),
    )
    .limit(1);
  return !!row;
}

export async function findPaymentByCheckout(db: Executor, checkoutRequestId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.mpesaCheckoutRequestId, checkoutRequestId));
  return row;
}

export async function findPaymentByPayoutOriginator(db: Executor, originatorId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.payoutOriginatorId, originatorId));
  return row;
}

/** The claim's STK payment that is pending, or one that brought money (completed, or being or been refunded). */
export async function findOpenOrSettledPayment(db: Executor, claimId: number) {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.claimId, claimId), inArray(payments.status, ['pending', 'completed', ...REFUND_STATUSES])));
  // The pending STK push; a pending Paybill payment beside it is paybill/'s (docs/decisions/0232).
  return { pending: rows.find((r) => r.status === 'pending' && !r.paybillAccount), settled: rows.find((r) => r.status !== 'pending') };
}

/** Whether another payment of this claim already brought money (completed, or being or been refunded). */
export async function hasOtherMoneyForClaim(tx: Executor, { claimId, paymentId }: { claimId: number; paymentId: number }): Promise<boolean> {
  const [other] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.claimId, claimId), ne(payments.id, paymentId), inArray(payments.status, ['completed', ...REFUND_STATUSES])))
    .limit(1);
  return Boolean(other);
}

/** Pending payments with an STK push, created between `maxAgeMs` and `minAgeMs` ago, oldest first. */
export async function findStalePendingPayments(
  db: Executor,
  { minAgeMs, maxAgeMs, limit }: { minAgeMs: number; maxAgeMs: number; limit: number },
): Promise<PaymentRow[]> {
  const now = Date.now();
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        isNotNull(payments.mpesaCheckoutRequestId),
        lt(payments.createdAt, new Date(now - minAgeMs)),
        gt(payments.createdAt, new Date(now - maxAgeMs)),
      ),
    )
    .orderBy(payments.createdAt)
    .limit(limit);
}
