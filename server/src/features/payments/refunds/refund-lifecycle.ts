/**
 * A refund's whole state machine (the refund's states of payments.status), one named function per
 * transition; the only code that writes those states (docs/payments.md "Refunds", docs/decisions/0251):
 *
 *   completed (payout held or disputed) ──startRefund──┐
 *   pending (money arrived that must go back) ──receiveForRefund──┤
 *                                                                  ▼
 *          ┌──────────────────── refund_pending ◀──────── retryRefund ───┐
 *          │ markRefunded (Transaction Status: Completed)                │
 *          ▼                                  markRefundFailed ──▶ refund_failed
 *       refunded                                                         │
 *          ▲────────────── markRefunded (a late success) ────────────────┘
 *
 * Every transition is one UPDATE guarded by its allowed "from" states (REFUND_FROM), reporting
 * whether it moved, so a repeated or late callback finds the row moved on and writes nothing. A
 * refund's start first closes the payout (payouts/payout-lifecycle.ts closePayoutForRefund, the only
 * writer of payout_status), in the same transaction. The CHECK payments_payout_or_refund_check
 * (migration 0005) is the backstop: a payment in any of these states has never had a B2C request
 * and never will.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { REFUND_STATUSES, type RefundReason } from '@okota/shared';
import type { Executor } from '../../../db/client';
import { payments } from '../../../db/schema';
import type { PaymentRow, PaymentStatus } from '../payments.repository';
import { closePayoutForRefund } from '../payouts/payout-lifecycle';

export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** The states each transition may start from. */
export const REFUND_FROM = {
  start: ['completed'],
  receive: ['pending'],
  markRefunded: ['refund_pending', 'refund_failed'],
  markFailed: ['refund_pending'],
  retry: ['refund_failed'],
} as const satisfies Record<string, readonly PaymentStatus[]>;

const statusIn = (from: readonly PaymentStatus[]) => inArray(payments.status, [...from]);

/** Names one reversal attempt in our callback paths; a new attempt (after a failure) gets n + 1. */
export function refundOriginatorId(paymentId: number, attempt = 1): string {
  return `okota-refund-${paymentId}-${attempt}`;
}

export function parseRefundOriginatorId(id: string): { paymentId: number; attempt: number } | undefined {
  const match = /^okota-refund-(\d+)-(\d+)$/.exec(id);
  return match ? { paymentId: Number(match[1]), attempt: Number(match[2]) } : undefined;
}

/**
 * completed → refund_pending: an admin refunds a disputed (or still held) payment. No payout ever
 * left. Call it inside the caller's transaction: the payout closes first, then the payment moves.
 */
export async function startRefund(
  tx: Executor,
  {
    paymentId,
    reason,
    from,
  }: {
    paymentId: number;
    reason: RefundReason;
    from: Array<'held' | 'disputed'>;
  },
): Promise<PaymentRow | undefined> {
  const now = new Date();
  if (!(await closePayoutForRefund(tx, { paymentId, paymentIs: 'completed', from, now }))) return undefined;
  const [row] = await tx
    .update(payments)
    .set({
      status: 'refund_pending',
      refundReason: reason,
      refundOriginatorId: refundOriginatorId(paymentId),
      refundRequestedAt: now,
      refundError: null,
      updatedAt: now,
    })
    .where(and(eq(payments.id, paymentId), statusIn(REFUND_FROM.start), eq(payments.payoutStatus, 'refunded')))
    .returning();
  return movedAfterPayoutClosed(row, paymentId);
}

/** The payout was closed under the same row lock and the same "from" state, so the payment must move too; if not, undo all. */
function movedAfterPayoutClosed(row: PaymentRow | undefined, paymentId: number): PaymentRow {
  if (!row) throw new Error(`payment ${paymentId}: payout closed for a refund but the payment did not move`);
  return row;
}

/**
 * pending → refund_pending: M-Pesa confirmed money that should not have come (the claim was
 * revoked, the item removed, or the claim already paid). It is recorded as received, with its
 * receipt, and goes straight back; nothing of a completed payment follows from it.
 */
export async function receiveForRefund(
  tx: Executor,
  {
    paymentId,
    receipt,
    reason,
  }: {
    paymentId: number;
    receipt: string | null;
    reason: RefundReason;
  },
): Promise<PaymentRow | undefined> {
  const now = new Date();
  // A pending payment's payout is always 'none' (it is held only once completed).
  if (!(await closePayoutForRefund(tx, { paymentId, paymentIs: 'pending', from: ['none'], now }))) return undefined;
  const [row] = await tx
    .update(payments)
    .set({
      status: 'refund_pending',
      completedAt: now,
      mpesaTransactionId: receipt,
      resultCode: '0',
      failureReason: null,
      refundReason: reason,
      refundOriginatorId: refundOriginatorId(paymentId),
      refundRequestedAt: now,
      updatedAt: now,
    })
    .where(and(eq(payments.id, paymentId), statusIn(REFUND_FROM.receive), eq(payments.payoutStatus, 'refunded')))
    .returning();
  return movedAfterPayoutClosed(row, paymentId);
}

/** Daraja accepted the reversal request of the current attempt: its ids match the result and name it to Transaction Status. */
export async function recordReversalAccepted(
  db: Executor,
  {
    paymentId,
    attemptId,
    requestId,
    conversationId,
  }: {
    paymentId: number;
    attemptId: string;
    requestId: string;
    conversationId: string;
  },
): Promise<void> {
  await db
    .update(payments)
    .set({
      refundRequestId: requestId,
      refundConversationId: conversationId || null,
      refundAttempts: sql`${payments.refundAttempts} + 1`,
      refundError: null,
      updatedAt: new Date(),
    })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'refund_pending'), eq(payments.refundOriginatorId, attemptId)));
}

/**
 * Transaction Status confirmed a reversal of this payment: → refunded, with the reversal's
 * transaction id and time. Any attempt counts (the caller checked it is one of ours, see
 * findPaymentByRefundAttempt), also while the refund waits in refund_failed: a late success is
 * still the money back, and the admin's Retry then answers 409 instead of reversing again.
 */
export async function markRefunded(
  tx: Executor,
  {
    paymentId,
    attemptId,
    transactionId,
    refundedAt,
  }: {
    paymentId: number;
    attemptId: string;
    transactionId: string | null;
    refundedAt: Date;
  },
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({
      status: 'refunded',
      refundedAt,
      refundTransactionId: transactionId,
      refundError: null,
      refundOriginatorId: attemptId,
      updatedAt: new Date(),
    })
    .where(and(eq(payments.id, paymentId), statusIn(REFUND_FROM.markRefunded)))
    .returning();
  return row;
}

/**
 * M-Pesa says the current attempt did not reverse the payment: → refund_failed with Daraja's
 * reason for admins, and the next attempt's id ready for their Retry.
 */
export async function markRefundFailed(
  db: Executor,
  {
    paymentId,
    attemptId,
    error,
  }: {
    paymentId: number;
    attemptId: string;
    error: string;
  },
): Promise<PaymentRow | undefined> {
  const attempt = parseRefundOriginatorId(attemptId)?.attempt ?? 1;
  const [row] = await db
    .update(payments)
    .set({
      status: 'refund_failed',
      refundError: error.slice(0, 500),
      refundOriginatorId: refundOriginatorId(paymentId, attempt + 1),
      refundRequestId: null,
      refundConversationId: null,
      updatedAt: new Date(),
    })
    .where(and(eq(payments.id, paymentId), statusIn(REFUND_FROM.markFailed), eq(payments.refundOriginatorId, attemptId)))
    .returning();
  return row;
}

/** An admin retries a failed refund: → refund_pending under the id markRefundFailed prepared. */
export async function retryRefund(tx: Executor, paymentId: number): Promise<PaymentRow | undefined> {
  const now = new Date();
  const [row] = await tx
    .update(payments)
    .set({ status: 'refund_pending', refundRequestedAt: now, updatedAt: now })
    .where(and(eq(payments.id, paymentId), statusIn(REFUND_FROM.retry)))
    .returning();
  return row;
}

/**
 * A refund of a payment confirmed without a receipt learnt it from Transaction Status (by the
 * STK's ids): the receipt is kept, never replaced, and the reversal can now be asked for.
 */
export async function attachRefundReceipt(db: Executor, { paymentId, receipt }: { paymentId: number; receipt: string }): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ mpesaTransactionId: receipt, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'refund_pending'), sql`${payments.mpesaTransactionId} is null`))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** Why a refund refused by M-Pesa is still not settled (e.g. a portal receipt M-Pesa did not confirm): the state stays. */
export async function noteFailedRefund(db: Executor, { paymentId, note }: { paymentId: number; note: string }): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ refundError: note.slice(0, 500), updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'refund_failed')))
    .returning();
  return row;
}

/** A note on an open refund (no answer yet, or a question that could not be asked): the state stays. */
export async function noteRefund(db: Executor, { paymentId, attemptId, note }: { paymentId: number; attemptId: string; note: string }): Promise<void> {
  await db
    .update(payments)
    .set({ refundError: note.slice(0, 500) })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'refund_pending'), eq(payments.refundOriginatorId, attemptId)));
}

/**
 * Refunds open longer than `staleMs` with no final answer, taken for the reconciler: one UPDATE
 * over rows locked with SKIP LOCKED that moves updatedAt, so two processes never take one and
 * each is looked at once per period.
 */
export async function takeStaleRefunds(db: Executor, { staleMs, limit, note }: { staleMs: number; limit: number; note: string }): Promise<PaymentRow[]> {
  const isStale = and(eq(payments.status, 'refund_pending'), lt(payments.updatedAt, new Date(Date.now() - staleMs)));
  const due = db.select({ id: payments.id }).from(payments).where(isStale).orderBy(payments.updatedAt).limit(limit).for('update', { skipLocked: true });
  return db
    .update(payments)
    .set({ updatedAt: new Date(), refundError: note.slice(0, 500) })
    .where(and(inArray(payments.id, due), isStale))
    .returning();
}

export async function findPaymentByRefundAttempt(db: Executor, attemptId: string): Promise<PaymentRow | undefined> {
  const parsed = parseRefundOriginatorId(attemptId);
  if (!parsed) return undefined;
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, parsed.paymentId), inArray(payments.status, [...REFUND_STATUSES])));
  if (!row?.refundOriginatorId) return undefined;
  const current = parseRefundOriginatorId(row.refundOriginatorId);
  // The current attempt, or an earlier one (whose late answer still counts while the refund is failed).
  return current && parsed.attempt <= current.attempt ? row : undefined;
}

/** A refund not yet acknowledged by Daraja (no request id): the send job may (re)send it. */
export const isUnacknowledged = (payment: PaymentRow) => payment.status === 'refund_pending' && !payment.refundRequestId;

/** Money is in flight back to the claimer, or stuck on its way: a payment in these states hides the contact. */
export const isRefundState = (status: string): status is RefundStatus => (REFUND_STATUSES as readonly string[]).includes(status);
