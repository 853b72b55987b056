/**
 * M-Pesa's Transaction Status answer about a reversal, at the URL naming our attempt: the one
 * thing that ends a refund. 'Completed' (with the same amount) → refunded, with the reversal's
 * transaction id and time; "no such transaction" or a failed status → refund_failed for an admin,
 * with Daraja's words; anything else → a note, and the reconciler asks again later.
 */
import type { TransactionStatusResult } from '../../../integrations/daraja/daraja-callbacks';
import type { PaymentsDeps } from '../payments-deps';
import { REPORTED_REVERSAL_FAILURE, completeRefund, failRefund } from './refund-outcome';
import { findPaymentByRefundAttempt, noteRefund } from './refund-lifecycle';
import { payoutStatusVerdict } from '../payouts/record-payout-status';
import { z } from 'zod';
import { defineJob } from '../../../lib/job-definition';
import { transactionStatusShape } from '../../../integrations/daraja/daraja-result-shapes';

export const refundStatusJob = defineJob({
  id: 'payments.refund-status',
  payload: z.object({ attemptId: z.string(), status: transactionStatusShape }),
  handler: (payload, deps: PaymentsDeps) => recordRefundStatus({ deps, ...payload }),
  maxAttempts: 5,
  backoffMs: 5000,
});

export async function recordRefundStatus({
  deps,
  attemptId,
  status,
}: {
  deps: PaymentsDeps;
  attemptId: string;
  status: TransactionStatusResult;
}): Promise<void> {
  const { db, log } = deps.ctx;
  const payment = await findPaymentByRefundAttempt(db, attemptId);
  if (!payment || payment.status === 'refunded') return;
  const isCurrent = payment.refundOriginatorId === attemptId && payment.status === 'refund_pending';
  if (isCurrent && payment.refundRequestId && status.originatorConversationId && status.originatorConversationId !== payment.refundRequestId) {
    log.warn(
      { paymentId: payment.id, asked: payment.refundRequestId, answered: status.originatorConversationId },
      'Transaction Status answer about another reversal ignored',
    );
    return;
  }
  // The same reading as for payouts: only Completed is money moved, only "not found" or a failed status is none.
  const verdict = payoutStatusVerdict(status);
  const said = `${status.resultCode}: ${status.resultDesc}${status.transactionStatus ? ` (${status.transactionStatus})` : ''}`;
  if (verdict === 'paid') {
    if (status.amount !== null && status.amount !== payment.amount) {
      log.error({ paymentId: payment.id, amount: status.amount, expected: payment.amount }, 'M-Pesa reports a reversal of another amount; not marked refunded');
      await noteRefund(db, {
        paymentId: payment.id,
        attemptId,
        note: `M-Pesa reports a reversal of KSh ${status.amount}, not ${payment.amount}; check it in the organisation portal`,
      });
      return;
    }
    await completeRefund({ deps, payment, attemptId, transactionId: status.receipt, finalisedTime: status.finalisedTime });
    return;
  }
  if (!isCurrent) return;
  if (verdict === 'not-paid') {
    const reported = payment.refundError?.startsWith(REPORTED_REVERSAL_FAILURE) ? payment.refundError : null;
    await failRefund({
      deps,
      payment,
      attemptId,
      error: reported ?? `M-Pesa reports no reversal for ${attemptId} (Transaction Status ${said}); the claimer was not refunded`,
    });
    return;
  }
  await noteRefund(db, {
    paymentId: payment.id,
    attemptId,
    note: `M-Pesa could not say whether the refund was made (Transaction Status ${said}); asking again at the next check`,
  });
}
