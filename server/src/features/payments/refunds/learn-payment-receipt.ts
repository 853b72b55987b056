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
import { findPaymentById, type PaymentRow } from '../payments.repository';
import { payoutStatusVerdict } from '../payouts/record-payout-status';
import { failRefund } from './refund-outcome';
import { attachRefundReceipt, noteRefund } from './refund-lifecycle';

export const REFUND_RECEIPT_STATUS_JOB = 'payments.refund-receipt-status';

export const NO_RECEIPT =
  'No M-Pesa receipt was recorded for this payment, and M-Pesa could not give it by the STK request. ' +
  "Find the payment in the M-Pesa organisation portal by the payer's phone and time, reverse it there, " +
  "then record the reversal's receipt here: M-Pesa is asked to confirm it before the refund counts.";

/** Asks M-Pesa for the receipt of a receipt-less payment being refunded; the answer comes to refund-receipt/<paymentId>. */
export async function askPaymentReceipt(deps: PaymentsDeps, payment: PaymentRow): Promise<boolean> {
  if (!payment.mpesaCheckoutRequestId) return false;
  const attemptId = payment.refundOriginatorId!;
  try {
    await deps.daraja.transactionStatus({
      originatorConversationId: payment.mpesaCheckoutRequestId,
      party: 'paybill',
      resultUrl: (await deps.hookUrls()).refundReceipt(payment.id),
      queueTimeoutUrl: (await deps.hookUrls()).refundReceipt(payment.id),
      remarks: `Okota receipt check ${payment.id}`,
      occasion: `Payment ${payment.id}`,
    });
    await noteRefund(deps.ctx.db, { paymentId: payment.id, attemptId, note: "Asking M-Pesa for this payment's receipt (it was confirmed without one)" });
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await noteRefund(deps.ctx.db, {
      paymentId: payment.id,
      attemptId,
      note: `M-Pesa could not be asked for this payment's receipt (${message}); asking again at the next check`,
    });
    return true;
  }
}

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
      await deps.ctx.jobs.enqueue(deps.ctx.db, 'payments.send-refund', { paymentId }, { dedupeKey: `refund:${paymentId}:receipt` });
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
