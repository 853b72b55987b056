/** The reads behind "My payments": a person's payments as claimer and as finder, and their totals. */
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { REFUND_STATUSES } from '@okota/shared';
import type { Executor } from '../../../db/client';
import { items, payments } from '../../../db/schema';

export async function findPaymentsOfUser(db: Executor, { userId, limit }: { userId: string; limit: number }) {
  return db
    .select({
      id: payments.id,
      itemId: payments.itemId,
      itemTitle: items.title,
      claimerId: payments.claimerId,
      finderId: payments.finderId,
      amount: payments.amount,
      finderAmount: payments.finderAmount,
      platformAmount: payments.platformAmount,
      status: payments.status,
      resultCode: payments.resultCode,
      failureReason: payments.failureReason,
      phoneNumber: payments.phoneNumber,
      mpesaTransactionId: payments.mpesaTransactionId,
      createdAt: payments.createdAt,
      completedAt: payments.completedAt,
      payoutStatus: payments.payoutStatus,
      payoutDueAt: payments.payoutDueAt,
      finderPaid: payments.finderPaid,
      finderPaidAt: payments.finderPaidAt,
      finderTransactionId: payments.finderTransactionId,
      receiptConfirmedAt: payments.receiptConfirmedAt,
      disputedAt: payments.disputedAt,
      refundedAt: payments.refundedAt,
      refundTransactionId: payments.refundTransactionId,
      refundReason: payments.refundReason,
    })
    .from(payments)
    .innerJoin(items, eq(items.id, payments.itemId))
    .where(
      or(
        eq(payments.claimerId, userId),
        // A finder sees the payments that bought their contact, and the refunds of those after a dispute;
        // money that arrived for a revoked claim or a removed item never concerned them.
        and(
          eq(payments.finderId, userId),
          or(eq(payments.status, 'completed'), and(inArray(payments.status, [...REFUND_STATUSES]), eq(payments.refundReason, 'dispute'))),
        ),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}

/** Totals over completed payments only (docs/product/user-flows.md section 4), plus the claimer's pending count. */
export async function sumPaymentsOfUser(db: Executor, userId: string) {
  const [sums] = await db
    .select({
      totalSpent: sql<number>`coalesce(sum(${payments.amount}) filter (where ${payments.claimerId} = ${userId} and ${payments.status} = 'completed'), 0)::int`,
      successfulClaims: sql<number>`count(*) filter (where ${payments.claimerId} = ${userId} and ${payments.status} = 'completed')::int`,
      pendingCount: sql<number>`count(*) filter (where ${payments.claimerId} = ${userId} and ${payments.status} = 'pending')::int`,
      totalEarned: sql<number>`coalesce(sum(${payments.finderAmount}) filter (where ${payments.finderId} = ${userId} and ${payments.status} = 'completed'), 0)::int`,
      itemsClaimed: sql<number>`count(*) filter (where ${payments.finderId} = ${userId} and ${payments.status} = 'completed')::int`,
      paidOut: sql<number>`coalesce(sum(${payments.finderAmount}) filter (where ${payments.finderId} = ${userId} and ${payments.status} = 'completed' and ${payments.finderPaid}), 0)::int`,
    })
    .from(payments)
    .where(or(eq(payments.claimerId, userId), eq(payments.finderId, userId)));
  return sums;
}
