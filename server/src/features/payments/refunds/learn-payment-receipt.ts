/**
 * A payment confirmed by the STK query alone (its callback lost) has no M-Pesa receipt, and a
 * reversal needs one. Before anyone is asked to act, we ask M-Pesa: Transaction Status by the
 * STK's CheckoutRequestID (as OriginalConversationID, PartyA our Paybill). Daraja documents
 * Transaction Status by "the OriginatorConversationID of the original request"; whether it
 * answers for an STK push must be checked against the real sandbox (docs/decisions/0262). A
 * Completed answer for the same amount gives the receipt and the reversal goes ahead; "not found"
 * fails the refund for an admin, who reverses it in the portal and records that reversal's
 * receipt (record-portal-reversal.ts). Anything else leaves it open: the reconciler asks again.
 */
import type { TransactionStatusResult } from '../../../integrations/daraja/daraja-callbacks';
import type { PaymentsDeps } from '../payments-deps';
import { findPaymentById } from '../payments.repository';
import { payoutStatusVerdict } from '../payouts/record-payout-status';
import { failRefund } from './refund-outcome';
import { attachRefundReceipt, noteRefund } from './refund-lifecycle';
import { NO_RECEIPT } from './ask-payment-receipt';
import { sendRefundJob } from './send-refund';
import { z } from 'zod';
import { defineJob } from '../../../lib/job-definition';
import { transactionStatusShape } from '../../../integrations/daraja/daraja-result-shapes';

export const refundReceiptStatusJob = defineJob({
  id: 'payments.refund-receipt-status',
  payload: z.object({ paymentId: z.number().int(), status: transactionStatusShape }),
  handler: (payload, deps: PaymentsDeps) => recordPaymentReceipt({ deps, ...payload }),
  maxAttempts: 5,
  backoffMs: 5000,
});

export async function recordPaymentReceipt({
  deps,
  paymentId,
  status,
}: {
  deps: PaymentsDeps;
  paymentId: number;
  status: TransactionStatusResult;
}): Promise<void> {
  const payment = await findPaymentById(deps.ctx.db, paymentId);
  if (!payment || payment.status !== 'refund_pending' || payment.mpesaTransactionId) return;
  const attemptId = payment.refundOriginatorId!;
  const verdict = payoutStatusVerdict(status);
  if (verdict === 'paid' && status.receipt && (status.amount === null || status.amount === payment.amount)) {
    if (await attachRefundReceipt(deps.ctx.db, { paymentId, receipt: status.receipt })) {
      await deps.ctx.jobs.enqueue(deps.ctx.db, sendRefundJob, { paymentId }, { dedupeKey: `refund:${paymentId}:receipt` });
    }
    return;
  }
  if (verdict === 'unknown') {
    await noteRefund(deps.ctx.db, {
      paymentId,
      attemptId,
      note: `M-Pesa could not give this payment's receipt yet (${status.resultCode}: ${status.resultDesc}); asking again at the next check`,
    });
    return;
  }
  await failRefund({ deps, payment, attemptId, error: NO_RECEIPT });
}
