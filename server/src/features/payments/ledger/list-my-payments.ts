/**
 * The caller's payments, as the claimer who paid and as the finder who is paid, with totals
 * that count completed payments only (docs/product/user-flows.md section 4). A finder sees completed and
 * refunded payments on their items, never the claimer's phone or failed attempts.
 */
import type { RefundReason } from '@okota/shared';
import type { Executor } from '../../../db/client';
import { findPaymentsOfUser, sumPaymentsOfUser } from './my-payments.repository';
import { typedStatuses } from '../payments.repository';

const LIST_LIMIT = 100;

export async function listMyPayments({ db, userId }: { db: Executor; userId: string }) {
  const rows = await findPaymentsOfUser(db, { userId, limit: LIST_LIMIT });

  const list = rows
    .map(typedStatuses)
    .map(({ phoneNumber, mpesaTransactionId, failureReason, resultCode, finderTransactionId, refundTransactionId, refundReason, ...row }) =>
      row.claimerId === userId
        ? {
            ...row,
            role: 'claimer' as const,
            phoneNumber,
            mpesaTransactionId,
            failureReason,
            resultCode,
            finderTransactionId: null,
            refundTransactionId,
            refundReason: refundReason as RefundReason | null,
          }
        : {
            ...row,
            role: 'finder' as const,
            phoneNumber: null,
            mpesaTransactionId: null,
            failureReason: null,
            resultCode: null,
            finderTransactionId,
            refundTransactionId: null,
            refundReason: null,
          },
    );

  const sums = await sumPaymentsOfUser(db, userId);

  return {
    payments: list,
    totals: {
      asClaimer: { totalSpent: sums.totalSpent, successfulClaims: sums.successfulClaims, pendingCount: sums.pendingCount },
      asFinder: {
        totalEarned: sums.totalEarned,
        itemsClaimed: sums.itemsClaimed,
        averagePerItem: sums.itemsClaimed ? Math.round(sums.totalEarned / sums.itemsClaimed) : 0,
        paidOut: sums.paidOut,
      },
    },
  };
}
