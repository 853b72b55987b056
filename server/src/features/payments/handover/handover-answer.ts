/**
 * The answer of every hand-over action, the claimer's (confirm, dispute) and the admin's (retry a
 * payout, settle a dispute): the escrow's state after it, in the shape of `handoverAnswer`.
 */
import { typedStatuses, type PaymentRow } from '../payments.repository';

export function handoverReply(payment: PaymentRow, message: string) {
  return {
    success: true as const,
    message,
    payment: typedStatuses({
      id: payment.id,
      status: payment.status,
      payoutStatus: payment.payoutStatus,
      payoutDueAt: payment.payoutDueAt,
      receiptConfirmedAt: payment.receiptConfirmedAt,
      disputedAt: payment.disputedAt,
    }),
  };
}
