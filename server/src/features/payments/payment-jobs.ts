/** The background work of payments, registered with the job queue (server/src/lib/jobs.ts). */
import type { B2cResult, ReversalResult, StkCallback, TransactionStatusResult } from '../../integrations/daraja/daraja-callbacks';
import type { PaymentsDeps } from './payments-deps';
import { STK_CALLBACK_JOB, processStkCallback } from './stk/process-stk-callback';
import { PAYOUT_RESULT_JOB, recordPayoutResult, recordPayoutTimeout } from './payouts/record-payout-result';
import { PAYOUT_STATUS_JOB, recordPayoutStatus } from './payouts/record-payout-status';
import { RELEASE_CHECK_EVERY_MS, RELEASE_DUE_PAYOUTS_JOB, releaseDuePayouts } from './payouts/release-due-payouts';
import { SEND_PAYOUT_JOB } from './payouts/queue-payout';
import { RECONCILE_EVERY_MS, RECONCILE_PENDING_JOB, reconcilePendingPayments } from './stk/reconcile-pending-payments';
import { RECONCILE_PAYOUTS_EVERY_MS, RECONCILE_PAYOUTS_JOB, reconcilePayouts } from './payouts/reconcile-payouts';
import { sendPayout } from './payouts/send-payout';
import { SEND_REFUND_JOB, sendRefund } from './refunds/send-refund';
import { REFUND_RESULT_JOB, REFUND_TIMEOUT_JOB, recordRefundResult, recordRefundTimeout } from './refunds/record-refund-result';
import { REFUND_STATUS_JOB, recordRefundStatus } from './refunds/record-refund-status';
import { REFUND_RECEIPT_STATUS_JOB, recordPaymentReceipt } from './refunds/learn-payment-receipt';
import { PORTAL_REVERSAL_STATUS_JOB, recordPortalReversalStatus } from './refunds/record-portal-reversal';
import { RECONCILE_REFUNDS_EVERY_MS, RECONCILE_REFUNDS_JOB, reconcileRefunds } from './refunds/reconcile-refunds';
import { PAYMENT_EMAIL_JOB, sendPaymentEmail, type PaymentEmailKind } from './send-payment-email';

export const PAYOUT_TIMEOUT_JOB = 'payments.payout-timeout';

export function registerPaymentJobs(deps: PaymentsDeps): void {
  const { jobs } = deps.ctx;
  jobs.register<{ callback: StkCallback }>(STK_CALLBACK_JOB, (payload, job) => processStkCallback({ deps, callback: payload.callback, job }), {
    maxAttempts: 4,
    backoffMs: 3000,
  });
  jobs.register<{ paymentId: number }>(SEND_PAYOUT_JOB, (payload, job) => sendPayout({ deps, paymentId: payload.paymentId, job }), {
    maxAttempts: 6,
    backoffMs: 30_000,
  });
  jobs.register<{ result: B2cResult }>(PAYOUT_RESULT_JOB, (payload) => recordPayoutResult({ deps, result: payload.result }), {
    maxAttempts: 5,
    backoffMs: 5000,
  });
  jobs.register<{ originatorConversationId: string; status: TransactionStatusResult }>(
    PAYOUT_STATUS_JOB,
    (payload) => recordPayoutStatus({ deps, ...payload }),
    { maxAttempts: 5, backoffMs: 5000 },
  );
  jobs.register<{ originatorConversationId: string }>(PAYOUT_TIMEOUT_JOB, (payload) => recordPayoutTimeout({ deps, ...payload }), {
    maxAttempts: 3,
    backoffMs: 5000,
  });
  jobs.register<{ paymentId: number }>(SEND_REFUND_JOB, (payload, job) => sendRefund({ deps, paymentId: payload.paymentId, job }), {
    maxAttempts: 6,
    backoffMs: 30_000,
  });
  jobs.register<{ attemptId: string; result: ReversalResult }>(REFUND_RESULT_JOB, (payload) => recordRefundResult({ deps, ...payload }), {
    maxAttempts: 5,
    backoffMs: 5000,
  });
  jobs.register<{ attemptId: string; originatorConversationId: string | null }>(REFUND_TIMEOUT_JOB, (payload) => recordRefundTimeout({ deps, ...payload }), {
    maxAttempts: 3,
    backoffMs: 5000,
  });
  jobs.register<{ attemptId: string; status: TransactionStatusResult }>(REFUND_STATUS_JOB, (payload) => recordRefundStatus({ deps, ...payload }), {
    maxAttempts: 5,
    backoffMs: 5000,
  });
  jobs.register<{ paymentId: number; status: TransactionStatusResult }>(REFUND_RECEIPT_STATUS_JOB, (payload) => recordPaymentReceipt({ deps, ...payload }), {
    maxAttempts: 5,
    backoffMs: 5000,
  });
  jobs.register<{ paymentId: number; receipt: string; status: TransactionStatusResult }>(
    PORTAL_REVERSAL_STATUS_JOB,
    (payload) => recordPortalReversalStatus({ deps, ...payload }),
    { maxAttempts: 5, backoffMs: 5000 },
  );
  jobs.register<{ kind: PaymentEmailKind; paymentId: number }>(PAYMENT_EMAIL_JOB, (payload) => sendPaymentEmail({ ctx: deps.ctx, ...payload }), {
    maxAttempts: 5,
    backoffMs: 60_000,
  });
  jobs.register(
    RECONCILE_REFUNDS_JOB,
    async () => {
      await reconcileRefunds({ deps });
    },
    { everyMs: RECONCILE_REFUNDS_EVERY_MS },
  );
  jobs.register(
    RELEASE_DUE_PAYOUTS_JOB,
    async () => {
      await releaseDuePayouts({ deps });
    },
    { everyMs: RELEASE_CHECK_EVERY_MS },
  );
  jobs.register(
    RECONCILE_PENDING_JOB,
    async () => {
      await reconcilePendingPayments({ deps });
    },
    { everyMs: RECONCILE_EVERY_MS },
  );
  jobs.register(
    RECONCILE_PAYOUTS_JOB,
    async () => {
      await reconcilePayouts({ deps });
    },
    { everyMs: RECONCILE_PAYOUTS_EVERY_MS },
  );
}
