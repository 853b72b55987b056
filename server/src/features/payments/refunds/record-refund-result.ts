/**
 * The reversal's result and its queue timeout, from the URLs that name our attempt. Neither is
 * believed: each only makes us ask Transaction Status (ask-refund-status.ts), whose answer alone
 * marks the refund refunded or failed (record-refund-status.ts). A failed result leaves its words
 * as the note, so admins read Daraja's reason once it is confirmed. A result about another
 * request, or for a refund that already landed, changes nothing.
 */
import type { ReversalResult } from '../../../integrations/daraja/daraja-callbacks';
import { askRefundStatus } from './ask-refund-status';
import type { PaymentsDeps } from '../payments-deps';
import { REPORTED_REVERSAL_FAILURE } from './refund-outcome';
import { findPaymentByRefundAttempt, noteRefund } from './refund-lifecycle';
import { z } from 'zod';
import { defineJob } from '../../../lib/job-definition';
import { reversalResultShape } from '../../../integrations/daraja/daraja-result-shapes';

export const refundResultJob = defineJob({
  id: 'payments.refund-result',
  payload: z.object({ attemptId: z.string(), result: reversalResultShape }),
  handler: (payload, deps: PaymentsDeps) => recordRefundResult({ deps, ...payload }),
  maxAttempts: 5,
  backoffMs: 5000,
});

export const refundTimeoutJob = defineJob({
  id: 'payments.refund-timeout',
  payload: z.object({ attemptId: z.string(), originatorConversationId: z.string().nullable() }),
  handler: (payload, deps: PaymentsDeps) => recordRefundTimeout({ deps, ...payload }),
  maxAttempts: 3,
  backoffMs: 5000,
});

export async function recordRefundResult({ deps, attemptId, result }: { deps: PaymentsDeps; attemptId: string; result: ReversalResult }): Promise<void> {
  const { db, log } = deps.ctx;
  const payment = await findPaymentByRefundAttempt(db, attemptId);
  if (!payment || payment.status === 'refunded') return;
  const isCurrent = payment.refundOriginatorId === attemptId && payment.status === 'refund_pending';
  if (isCurrent && payment.refundRequestId && result.originatorConversationId !== payment.refundRequestId) {
    log.warn({ paymentId: payment.id, attemptId, answered: result.originatorConversationId }, 'reversal result about another request ignored');
    return;
  }
  const succeeded = result.resultCode === '0';
  // A failure of an attempt already failed says nothing new; a late success of one is still asked about.
  if (!isCurrent && !succeeded) return;
  if (isCurrent && !succeeded) {
    await noteRefund(db, { paymentId: payment.id, attemptId, note: `${REPORTED_REVERSAL_FAILURE}${result.resultCode}: ${result.resultDesc}` });
  }
  const requestId = (isCurrent && payment.refundRequestId) || result.originatorConversationId;
  await askRefundStatus({ deps, payment, attemptId, requestId });
}

/** QueueTimeOutURL: not a failure (docs/reference/mpesa-daraja.md §5, §6). We ask whether the reversal happened. */
export async function recordRefundTimeout({
  deps,
  attemptId,
  originatorConversationId,
}: {
  deps: PaymentsDeps;
  attemptId: string;
  originatorConversationId: string | null;
}): Promise<void> {
  const payment = await findPaymentByRefundAttempt(deps.ctx.db, attemptId);
  if (!payment || payment.status !== 'refund_pending' || payment.refundOriginatorId !== attemptId) return;
  const requestId = payment.refundRequestId ?? originatorConversationId;
  await noteRefund(deps.ctx.db, { paymentId: payment.id, attemptId, note: 'M-Pesa queued the reversal past its timeout; asking whether it was made' });
  if (requestId) await askRefundStatus({ deps, payment, attemptId, requestId });
}
