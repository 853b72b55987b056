/**
 * The background jobs of payments, each defined beside the code it runs (docs/decisions/0271):
 * the feature serves them with its deps at start, and features/job-registry.ts lists them.
 */
import { paymentEmailJob } from './send-payment-email';
import { stkCallbackJob } from './stk/process-stk-callback';
import { reconcilePendingJob } from './stk/reconcile-pending-payments';
import { payoutResultJob, payoutTimeoutJob } from './payouts/record-payout-result';
import { payoutStatusJob } from './payouts/record-payout-status';
import { releaseDuePayoutsJob } from './payouts/release-due-payouts';
import { reconcilePayoutsJob } from './payouts/reconcile-payouts';
import { sendPayoutJob } from './payouts/send-payout';
import { sendRefundJob } from './refunds/send-refund';
import { refundResultJob, refundTimeoutJob } from './refunds/record-refund-result';
import { refundStatusJob } from './refunds/record-refund-status';
import { refundReceiptStatusJob } from './refunds/learn-payment-receipt';
import { portalReversalStatusJob } from './refunds/record-portal-reversal';
import { reconcileRefundsJob } from './refunds/reconcile-refunds';
import { askReceiptStatusJob } from './paybill/ask-receipt-status';
import { receiptStatusJob } from './paybill/record-receipt-status';
import { receiptReversalResultJob, receiptReversalStatusJob, sendReceiptReversalJob } from './paybill/reverse-receipt';
import { reconcilePaybillJob } from './paybill/reconcile-paybill';

export const paymentJobs = [
  stkCallbackJob,
  reconcilePendingJob,
  sendPayoutJob,
  payoutResultJob,
  payoutStatusJob,
  payoutTimeoutJob,
  releaseDuePayoutsJob,
  reconcilePayoutsJob,
  sendRefundJob,
  refundResultJob,
  refundTimeoutJob,
  refundStatusJob,
  refundReceiptStatusJob,
  portalReversalStatusJob,
  reconcileRefundsJob,
  paymentEmailJob,
  // Paying by Paybill (paybill/paybill.feature.ts)
  askReceiptStatusJob,
  receiptStatusJob,
  sendReceiptReversalJob,
  receiptReversalResultJob,
  receiptReversalStatusJob,
  reconcilePaybillJob,
] as const;
