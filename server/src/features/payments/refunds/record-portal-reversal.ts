/**
 * The human way out of a refund M-Pesa cannot make by itself (e.g. a payment confirmed without a
 * receipt that Transaction Status could not give): an admin reverses the payment in the M-Pesa
 * organisation portal and records that reversal's receipt here. A flag is not money: the refund
 * counts only when Transaction Status about that receipt says Completed, for this payment's
 * amount, credited to the phone that paid; otherwise it is refused with the reason and stays
 * refund_failed. Both the claim and M-Pesa's verdict are in the audit log; the owner is told when
 * it counts (bell, SMS, e-mail: completeRefund). docs/decisions/0262.
 */
import type { TransactionStatusResult } from '../../../integrations/daraja/daraja-callbacks';
import { recordAudit } from '../../../lib/audit';
import { AppError } from '../../../lib/errors';
import type { PaymentsDeps } from '../payments-deps';
import { findPaymentById, isReceiptTaken, type PaymentRow } from '../payments.repository';
import { payoutStatusVerdict } from '../payouts/record-payout-status';
import { itemTitleOf } from '../payment-parties.repository';
import { completeRefund } from './refund-outcome';
import { noteFailedRefund } from './refund-lifecycle';
import { tellAdminsRefundFailed } from './refund-notices';
import { z } from 'zod';
import { defineJob } from '../../../lib/job-definition';
import { transactionStatusShape } from '../../../integrations/daraja/daraja-result-shapes';

export const portalReversalStatusJob = defineJob({
  id: 'payments.portal-reversal-status',
  payload: z.object({ paymentId: z.number().int(), receipt: z.string(), status: transactionStatusShape }),
  handler: (payload, deps: PaymentsDeps) => recordPortalReversalStatus({ deps, ...payload }),
  maxAttempts: 5,
  backoffMs: 5000,
});

export const ONLY_FAILED_REFUND = 'Only a refund M-Pesa refused can be settled by a reversal made in the portal';
/** M-Pesa receipts: 10 capital letters and digits (e.g. QFT4XY7Z2B). */
const RECEIPT = /^[A-Z0-9]{10}$/;

export async function submitPortalReversal({
  deps,
  adminId,
  paymentId,
  receipt: typed,
}: {
  deps: PaymentsDeps;
  adminId: string;
  paymentId: number;
  receipt: string;
}): Promise<PaymentRow> {
  const { ctx } = deps;
  const receipt = typed.replace(/\s/g, '').toUpperCase();
  if (!RECEIPT.test(receipt)) throw new AppError('REFUND_PORTAL_RECEIPT_INVALID', 'An M-Pesa receipt is 10 letters and digits');
  const payment = await findPaymentById(ctx.db, paymentId);
  if (!payment) throw new AppError('PAYMENT_NOT_FOUND', 'Payment not found');
  if (payment.status !== 'refund_failed') throw new AppError('REFUND_NOT_FAILED', ONLY_FAILED_REFUND);
  if (receipt === payment.mpesaTransactionId || (await isReceiptTaken(ctx.db, { receipt, exceptPaymentId: paymentId }))) {
    throw new AppError('REFUND_PORTAL_RECEIPT_TAKEN', 'This receipt already belongs to a payment');
  }
  const url = (await deps.hookUrls()).refundPortal(paymentId, receipt);
  await deps.daraja.transactionStatus({
    originatorConversationId: '',
    transactionId: receipt,
    party: 'paybill',
    resultUrl: url,
    queueTimeoutUrl: url,
    remarks: `Okota portal reversal check ${paymentId}`,
    occasion: `Payment ${paymentId}`,
  });
  await ctx.db.transaction(async (tx) => {
    await noteFailedRefund(tx, { paymentId, note: `Reversal ${receipt} made in the M-Pesa portal: asking M-Pesa to confirm it` });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'refund.portal_reversal',
      targetType: 'payment',
      targetId: paymentId,
      details: { receipt, amount: payment.amount, previousError: payment.refundError },
    });
  });
  return (await findPaymentById(ctx.db, paymentId))!;
}

/** M-Pesa's answer about the receipt an admin gave: it settles the refund, or it is refused with the reason. */
export async function recordPortalReversalStatus({
  deps,
  paymentId,
  receipt,
  status,
}: {
  deps: PaymentsDeps;
  paymentId: number;
  receipt: string;
  status: TransactionStatusResult;
}): Promise<void> {
  const { ctx } = deps;
  const payment = await findPaymentById(ctx.db, paymentId);
  if (!payment || payment.status !== 'refund_failed') return;
  const refusal = refusalOf(payment, status);
  if (!refusal) {
    const refunded = await completeRefund({
      deps,
      payment,
      attemptId: payment.refundOriginatorId!,
      transactionId: receipt,
      finalisedTime: status.finalisedTime,
    });
    if (refunded) {
      await recordAudit(ctx.db, {
        actorId: null,
        action: 'refund.portal_reversal_confirmed',
        targetType: 'payment',
        targetId: paymentId,
        details: { receipt, amount: payment.amount },
      });
    }
    return;
  }
  const note = `M-Pesa does not confirm ${receipt} as the reversal of this payment (${refusal}); the refund is not recorded`;
  await ctx.db.transaction(async (tx) => {
    const row = await noteFailedRefund(tx, { paymentId, note });
    if (!row) return;
    await tellAdminsRefundFailed(tx, row, await itemTitleOf(tx, row.itemId), note);
    await recordAudit(tx, {
      actorId: null,
      action: 'refund.portal_reversal_refused',
      targetType: 'payment',
      targetId: paymentId,
      details: { receipt, reason: refusal },
    });
  });
}

/** Null when M-Pesa confirms a completed reversal of this payment's amount to the phone that paid; otherwise why not. */
function refusalOf(payment: PaymentRow, status: TransactionStatusResult): string | null {
  const verdict = payoutStatusVerdict(status);
  if (verdict !== 'paid')
    return `Transaction Status ${status.resultCode}: ${status.resultDesc}${status.transactionStatus ? `, ${status.transactionStatus}` : ''}`;
  if (status.amount !== payment.amount) return `M-Pesa gives KSh ${status.amount ?? '?'}, the payment was KSh ${payment.amount}`;
  // The reversal credits the customer: the credit party must be the phone that paid (M-Pesa names it "2547… - NAME").
  const payer = payment.phoneNumber.replace(/^\+/, '');
  if (!status.creditPartyName?.replace(/\s/g, '').startsWith(payer)) return 'it did not credit the phone that paid';
  return null;
}
