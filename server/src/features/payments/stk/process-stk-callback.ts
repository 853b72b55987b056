/**
 * The job behind the STK callback endpoint (which answers Daraja at once). The payment is found
 * by the CheckoutRequestID we stored at push time; a callback for any other id marks nothing.
 * Duplicate and late callbacks find the payment settled and change nothing.
 */
import type { StkCallback } from '../../../integrations/daraja/daraja-callbacks';
import type { JobContext } from '../../../lib/jobs';
import type { PaymentsDeps } from '../payments-deps';
import { findPaymentByCheckout } from '../payments.repository';
import { callbackMatchesPayment, settlePayment } from './settle-payment';
import { z } from 'zod';
import { defineJob } from '../../../lib/job-definition';
import { stkCallbackShape } from '../../../integrations/daraja/daraja-result-shapes';

/** Daraja's STK callback, parsed by the hook and settled here; a few tries while the push answer may still be on its way. */
export const stkCallbackJob = defineJob({
  id: 'payments.stk-callback',
  payload: z.object({ callback: stkCallbackShape }),
  handler: ({ callback }, deps: PaymentsDeps, job) => processStkCallback({ deps, callback, job }),
  maxAttempts: 4,
  backoffMs: 3000,
});

export async function processStkCallback({ deps, callback, job }: { deps: PaymentsDeps; callback: StkCallback; job: JobContext }): Promise<void> {
  const { log, db } = deps.ctx;
  const payment = await findPaymentByCheckout(db, callback.checkoutRequestId);
  if (!payment) {
    // The push answer may still be on its way to the database; after a few tries it is a forgery.
    if (job.isLastAttempt) {
      log.warn({ checkoutRequestId: callback.checkoutRequestId }, 'STK callback for an unknown CheckoutRequestID ignored');
      return;
    }
    throw new Error('No payment with this CheckoutRequestID (yet)');
  }
  const matches = callbackMatchesPayment(payment, callback);
  if (callback.resultCode === '0' && !matches) {
    log.warn({ paymentId: payment.id, amount: callback.amount }, 'STK success callback does not match the payment; asking Daraja instead');
  }
  const settled = await settlePayment({ deps, payment, receipt: matches ? callback.receipt : null });
  if (settled.status === 'pending') throw new Error('Daraja still reports the payment as being processed');
}
