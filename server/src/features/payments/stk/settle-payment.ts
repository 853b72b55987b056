/**
 * How a pending payment ends: Daraja's STK query is asked, and only its answer moves the
 * payment. A callback (however it looks) never completes a payment by itself; it only tells us
 * when to ask, and lends its receipt number when its amount and phone match our push.
 */
import { toMsisdn } from '@okota/shared';
import type { StkCallback } from '../../../integrations/daraja/daraja-callbacks';
import { completePayment } from './complete-payment';
import { failureReasonFor } from './payment-results';
import type { PaymentsDeps } from '../payments-deps';
import { findPaymentById, type PaymentRow } from '../payments.repository';
import { attachReceipt, failPendingPayment } from './payment-lifecycle';

export async function settlePayment({
  deps,
  payment,
  receipt = null,
}: {
  deps: PaymentsDeps;
  payment: PaymentRow;
  receipt?: string | null;
}): Promise<PaymentRow> {
  if (payment.status !== 'pending') {
    if (receipt && payment.status === 'completed' && !payment.mpesaTransactionId) await attachReceipt(deps.ctx.db, payment.id, receipt);
    return payment;
  }
  if (!payment.mpesaCheckoutRequestId) return payment;
  const answer = await deps.daraja.stkQuery(payment.mpesaCheckoutRequestId);
  if (answer.state === 'pending') return payment;
  if (answer.resultCode === '0') return completePayment({ ctx: deps.ctx, paymentId: payment.id, receipt });
  const failed = await failPendingPayment(deps.ctx.db, payment.id, {
    resultCode: answer.resultCode,
    reason: failureReasonFor(answer.resultCode, answer.resultDesc),
  });
  return failed ?? (await findPaymentById(deps.ctx.db, payment.id))!;
}

/** A success callback is believed for its receipt only when it matches what we pushed. */
export function callbackMatchesPayment(payment: PaymentRow, callback: StkCallback): boolean {
  return (
    callback.resultCode === '0' &&
    callback.amount === payment.amount &&
    callback.phone === toMsisdn(payment.phoneNumber) &&
    !!callback.receipt &&
    /^[A-Z0-9]{10}$/.test(callback.receipt)
  );
}
