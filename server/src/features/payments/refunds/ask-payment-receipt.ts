/**
 * Asking M-Pesa for the receipt of a receipt-less payment being refunded (learn-payment-receipt.ts
 * says why and records the answer); send-refund.ts asks before it can reverse.
 */
import type { PaymentsDeps } from '../payments-deps';
import type { PaymentRow } from '../payments.repository';
import { noteRefund } from './refund-lifecycle';

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
