/** The reads behind the admin's payouts and refunds lists: each payment with its item and people. */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { items, payments, users } from '../../../db/schema';

const finder = alias(users, 'finder');
const claimer = alias(users, 'claimer');

function selectPayouts(db: Executor) {
  return db
    .select({
      paymentId: payments.id,
      itemId: payments.itemId,
      itemTitle: items.title,
      finderId: payments.finderId,
      finderName: finder.firstName,
      finderLastName: finder.lastName,
      // '' for a finder whose number is still pending (docs/decisions/0276): no number to pay yet.
      finderPhone: sql<string>`coalesce(${finder.phone}, '')`,
      claimerId: payments.claimerId,
      claimerName: claimer.firstName,
      claimerLastName: claimer.lastName,
      amount: payments.amount,
      finderAmount: payments.finderAmount,
      platformAmount: payments.platformAmount,
      status: payments.status,
      completedAt: payments.completedAt,
      mpesaTransactionId: payments.mpesaTransactionId,
      payoutStatus: payments.payoutStatus,
      payoutDueAt: payments.payoutDueAt,
      payoutAttempts: payments.payoutAttempts,
      payoutOriginatorId: payments.payoutOriginatorId,
      payoutError: payments.payoutError,
      finderPaid: payments.finderPaid,
      finderPaidAt: payments.finderPaidAt,
      finderTransactionId: payments.finderTransactionId,
      receiptConfirmedAt: payments.receiptConfirmedAt,
      disputeReason: payments.disputeReason,
      disputedAt: payments.disputedAt,
      disputeResolution: payments.disputeResolution,
      refundedAt: payments.refundedAt,
    })
    .from(payments)
    .innerJoin(items, eq(items.id, payments.itemId))
    .innerJoin(finder, eq(finder.id, payments.finderId))
    .innerJoin(claimer, eq(claimer.id, payments.claimerId));
}

export type PayoutListRow = Awaited<ReturnType<typeof findOpenPayouts>>[number];

/** Payouts not yet ended (held to failed, and disputed), soonest due first. */
export async function findOpenPayouts(db: Executor, limit: number) {
  return selectPayouts(db)
    .where(inArray(payments.payoutStatus, ['held', 'queued', 'awaiting_phone', 'processing', 'failed', 'disputed']))
    .orderBy(payments.payoutDueAt, payments.id)
    .limit(limit);
}

export async function findLatestPaidPayouts(db: Executor, limit: number): Promise<PayoutListRow[]> {
  return selectPayouts(db).where(eq(payments.payoutStatus, 'paid')).orderBy(desc(payments.finderPaidAt)).limit(limit);
}

export async function findLatestRefundedPayouts(db: Executor, limit: number): Promise<PayoutListRow[]> {
  return selectPayouts(db)
    .where(and(eq(payments.status, 'refunded'), eq(payments.payoutStatus, 'refunded')))
    .orderBy(desc(payments.refundedAt))
    .limit(limit);
}

function selectRefunds(db: Executor) {
  return db
    .select({
      paymentId: payments.id,
      itemId: payments.itemId,
      itemTitle: items.title,
      claimerId: payments.claimerId,
      claimerFirstName: claimer.firstName,
      claimerLastName: claimer.lastName,
      claimerPhone: payments.phoneNumber,
      amount: payments.amount,
      status: payments.status,
      payoutStatus: payments.payoutStatus,
      mpesaTransactionId: payments.mpesaTransactionId,
      completedAt: payments.completedAt,
      refundReason: payments.refundReason,
      refundAttempts: payments.refundAttempts,
      refundOriginatorId: payments.refundOriginatorId,
      refundRequestedAt: payments.refundRequestedAt,
      refundedAt: payments.refundedAt,
      refundTransactionId: payments.refundTransactionId,
      refundError: payments.refundError,
      disputeReason: payments.disputeReason,
    })
    .from(payments)
    .innerJoin(items, eq(items.id, payments.itemId))
    .innerJoin(claimer, eq(claimer.id, payments.claimerId));
}

export type RefundListRow = Awaited<ReturnType<typeof findOpenRefunds>>[number];

/** Refunds on their way or refused, oldest request first. */
export async function findOpenRefunds(db: Executor, limit: number) {
  return selectRefunds(db)
    .where(inArray(payments.status, ['refund_pending', 'refund_failed']))
    .orderBy(payments.refundRequestedAt, payments.id)
    .limit(limit);
}

export async function findLatestRefunds(db: Executor, limit: number): Promise<RefundListRow[]> {
  return selectRefunds(db).where(eq(payments.status, 'refunded')).orderBy(desc(payments.refundedAt)).limit(limit);
}
