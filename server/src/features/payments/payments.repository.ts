/** Payment rows: finding them, and a payment's own states (pending, completed, failed). The refund's are in refunds.repository.ts, the payout's in payouts.repository.ts. */
import { and, eq, gt, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import { PAYOUT_HOLD_MS, REFUND_STATUSES, type PAYMENT_STATUSES } from '@okota/shared';
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

export async function insertPendingPayment(db: Executor, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values({ ...values, status: 'pending' }).returning();
  return row;
}

export async function recordPushAccepted(db: Executor, id: number, ids: { merchantRequestId: string; checkoutRequestId: string }) {
  const [row] = await db
    .update(payments)
    .set({ mpesaMerchantRequestId: ids.merchantRequestId, mpesaCheckoutRequestId: ids.checkoutRequestId, updatedAt: new Date() })
    .where(eq(payments.id, id))
    .returning();
  return row;
}

/** pending → failed; a payment in any other state is left as it is. */
export async function failPendingPayment(db: Executor, id: number, failure: { resultCode: string | null; reason: string }) {
  const [row] = await db
    .update(payments)
    .set({ status: 'failed', resultCode: failure.resultCode, failureReason: failure.reason.slice(0, 500), updatedAt: new Date() })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    .returning();
  return row;
}

/**
 * pending → completed: the money bought the contact, and the finder's share is held for the
 * hand-over (payout none → held, due after PAYOUT_HOLD_MS).
 */
export async function completePendingPayment(tx: Executor, { paymentId, receipt, now }: { paymentId: number; receipt: string | null; now: Date }): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({
      status: 'completed', completedAt: now, mpesaTransactionId: receipt, resultCode: '0', failureReason: null,
      payoutStatus: 'held', payoutDueAt: new Date(now.getTime() + PAYOUT_HOLD_MS), updatedAt: now,
    })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning();
  return row;
}

/** Whether another payment of this claim already brought money (completed, or being or been refunded). */
export async function hasOtherMoneyForClaim(tx: Executor, { claimId, paymentId }: { claimId: number; paymentId: number }): Promise<boolean> {
  const [other] = await tx.select({ id: payments.id }).from(payments)
    .where(and(eq(payments.claimId, claimId), ne(payments.id, paymentId), inArray(payments.status, ['completed', ...REFUND_STATUSES])))
    .limit(1);
  return Boolean(other);
}

/** Pending payments with an STK push, created between `maxAgeMs` and `minAgeMs` ago, oldest first. */
export async function findStalePendingPayments(db: Executor, { minAgeMs, maxAgeMs, limit }: { minAgeMs: number; maxAgeMs: number; limit: number }): Promise<PaymentRow[]> {
  const now = Date.now();
  return db
    .select()
    .from(payments)
    .where(and(
      eq(payments.status, 'pending'),
      isNotNull(payments.mpesaCheckoutRequestId),
      lt(payments.createdAt, new Date(now - minAgeMs)),
      gt(payments.createdAt, new Date(now - maxAgeMs)),
    ))
    .orderBy(payments.createdAt)
    .limit(limit);
}

/** A receipt that arrives after the payment was completed by query is kept; a receipt is never replaced. */
export async function attachReceipt(db: Executor, id: number, receipt: string): Promise<void> {
  await db
    .update(payments)
    .set({ mpesaTransactionId: receipt, updatedAt: new Date() })
    .where(and(eq(payments.id, id), eq(payments.status, 'completed'), sql`${payments.mpesaTransactionId} is null`));
}

