/**
 * The refund job: a Transaction Reversal of the claimer's payment (its M-Pesa receipt, the whole
 * amount, back to the phone that paid), with the result and timeout URLs naming the attempt.
 * Only a refund Daraja has not acknowledged is sent; M-Pesa reverses a payment at most once, so
 * a request sent again after a lost answer cannot pay the claimer twice.
 */
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { DarajaError } from '../../../integrations/daraja/daraja-errors';
import type { JobContext } from '../../../lib/jobs';
import type { PaymentsDeps } from '../payments-deps';
import { findPaymentById, type PaymentRow } from '../payments.repository';
import { failRefund } from './refund-outcome';
import { NO_RECEIPT, askPaymentReceipt } from './ask-payment-receipt';
import { isUnacknowledged, noteRefund, recordReversalAccepted } from './refund-lifecycle';
import { z } from 'zod';
import { defineJob } from '../../../lib/job-definition';

export const sendRefundJob = defineJob({
  id: 'payments.send-refund',
  payload: z.object({ paymentId: z.number().int() }),
  handler: ({ paymentId }, deps: PaymentsDeps, job) => sendRefund({ deps, paymentId, job }),
  maxAttempts: 6,
  backoffMs: 30_000,
});

/** Queues the reversal of a payment that just entered refund_pending, in the caller's transaction. */
export async function queueRefund(ctx: AppContext, tx: Executor, paymentId: number): Promise<void> {
  await ctx.jobs.enqueue(tx, sendRefundJob, { paymentId }, { dedupeKey: `refund:${paymentId}` });
}

export async function sendRefund({ deps, paymentId, job }: { deps: PaymentsDeps; paymentId: number; job: JobContext }): Promise<void> {
  const { db, log } = deps.ctx;
  const payment = await findPaymentById(db, paymentId);
  // Acknowledged already (its result is on the way), landed, failed for an admin, or no refund at all.
  if (!payment || !isUnacknowledged(payment)) return;
  const attemptId = payment.refundOriginatorId!;
  if (!payment.mpesaTransactionId) {
    // Confirmed without a receipt: first ask M-Pesa for it (the answer sends the reversal or fails the refund).
    if (await askPaymentReceipt(deps, payment)) return;
    await failRefund({ deps, payment, attemptId, error: NO_RECEIPT });
    return;
  }
  try {
    const accepted = await requestReversal(deps, payment);
    await recordReversalAccepted(db, { paymentId, attemptId, requestId: accepted.originatorConversationId, conversationId: accepted.conversationId });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const needsPerson = error instanceof DarajaError && ['configuration', 'credentials', 'validation', 'invalid-token', 'duplicate'].includes(error.kind);
    if (needsPerson || job.isLastAttempt) {
      log.error({ err: error, paymentId }, 'reversal request failed');
      await failRefund({ deps, payment, attemptId, error: message });
      return;
    }
    await noteRefund(db, { paymentId, attemptId, note: `${message} (retrying)` });
    throw error;
  }
}

function requestReversal(deps: PaymentsDeps, payment: PaymentRow) {
  const attemptId = payment.refundOriginatorId!;
  return deps.hookUrls().then((urls) =>
    deps.daraja.reversal({
      transactionId: payment.mpesaTransactionId!,
      amount: payment.amount,
      resultUrl: urls.refundResult(attemptId),
      queueTimeoutUrl: urls.refundTimeout(attemptId),
      remarks: `Okota refund of payment ${payment.id}`,
      occasion: `Payment ${payment.id}`,
    }),
  );
}
