/**
 * M-Pesa's Transaction Status answer about a Paybill receipt: the only thing that moves it. Only
 * what M-Pesa confirms is acted on, with the amount and account M-Pesa gives (not those of the
 * confirmation, which anyone could have written):
 * - no such receipt, or not to our Paybill → rejected (a forgery; nothing happens);
 * - the account names a pending payment and the amount is its fee → applied, and the payment
 *   completes through complete-payment.ts (which itself refunds money for a claim paid already);
 * - an unknown account, a wrong amount, or a payment no longer waiting → held and reversed.
 */
import type { TransactionStatusResult } from '../../../integrations/daraja/daraja-callbacks';
import { isUniqueViolation } from '../../../lib/errors';
import { completePayment } from '../stk/complete-payment';
import type { PaymentsDeps } from '../payments-deps';
import { payoutStatusVerdict } from '../payouts/record-payout-status';
import { normalizePaybillAccount } from './paybill-account';
import { findPaymentByPaybillAccount } from './paybill-payments.repository';
import {
  applyReceipt,
  findReceiptByTransId,
  holdReceipt,
  noteReceipt,
  rejectReceipt,
  type HoldReason,
  type PaybillReceiptRow,
} from './paybill-receipts.repository';
import { queueReceiptReversal } from './reverse-receipt';
import { tellAmountReturned } from './returned-amount';
import { z } from 'zod';
import { defineJob } from '../../../lib/job-definition';
import { transactionStatusShape } from '../../../integrations/daraja/daraja-result-shapes';

export const receiptStatusJob = defineJob({
  id: 'payments.paybill-receipt-status',
  payload: z.object({ transId: z.string(), status: transactionStatusShape }),
  handler: (payload, deps: PaymentsDeps) => recordReceiptStatus({ deps, ...payload }),
  maxAttempts: 5,
  backoffMs: 5000,
});

export async function recordReceiptStatus({ deps, transId, status }: { deps: PaymentsDeps; transId: string; status: TransactionStatusResult }): Promise<void> {
  const { db, log } = deps.ctx;
  const receipt = await findReceiptByTransId(db, transId);
  if (receipt?.status === 'applied') return finishAppliedReceipt(deps, receipt);
  if (!receipt || receipt.status !== 'confirming') return;
  const verdict = payoutStatusVerdict(status);
  const said = `${status.resultCode}: ${status.resultDesc}${status.transactionStatus ? ` (${status.transactionStatus})` : ''}`;
  const toUs = !status.creditPartyName || status.creditPartyName.split(/\s/)[0] === deps.settings.shortcode;
  const sameReceipt = !status.receipt || status.receipt.toUpperCase() === transId;
  if (verdict === 'not-paid' || (verdict === 'paid' && (!toUs || !sameReceipt))) {
    log.warn({ transId, said }, 'Paybill confirmation M-Pesa does not confirm; ignored');
    await rejectReceipt(db, receipt.id, `M-Pesa does not confirm this receipt to our Paybill (Transaction Status ${said})`);
    return;
  }
  if (verdict !== 'paid' || status.amount === null) {
    await noteReceipt(db, receipt.id, `M-Pesa could not say whether this receipt was paid (Transaction Status ${said}); asking again at the next check`);
    return;
  }
  const account = normalizePaybillAccount(status.accountReference ?? receipt.claimedAccount);
  if (status.amount !== Number(receipt.claimedAmount) || (status.accountReference && normalizePaybillAccount(receipt.claimedAccount) !== account)) {
    log.warn({ transId, amount: status.amount, account }, "Paybill confirmation differs from what M-Pesa confirms; acting on M-Pesa's values");
  }
  // The confirmation's MSISDN is masked; M-Pesa's answer names the paying phone (docs/decisions/0286).
  await settleReceipt(deps, receipt, { amount: status.amount, account, payerPhone: status.debitPartyPhone ?? null });
}

async function settleReceipt(
  deps: PaymentsDeps,
  receipt: PaybillReceiptRow,
  { payerPhone, ...confirmed }: { amount: number; account: string; payerPhone: string | null },
): Promise<void> {
  const { db, log } = deps.ctx;
  const payment = await findPaymentByPaybillAccount(db, confirmed.account);
  const hold = async (reason: HoldReason) => {
    const amount = Math.round(confirmed.amount);
    const held = await holdReceipt(db, receipt.id, { reason, amount, account: confirmed.account, paymentId: payment?.id ?? null, payerPhone });
    if (!held) return;
    log.warn({ transId: receipt.transId, reason, paymentId: payment?.id }, 'Paybill money held for an admin and sent back');
    await queueReceiptReversal(deps, held);
    // The payer of a wrong amount is waiting in the dialog: say it is on its way back (docs/decisions/0262).
    if (reason === 'wrong_amount' && payment) await tellAmountReturned(deps.ctx, db, payment, held);
  };
  if (!payment) return hold('unknown_account');
  if (confirmed.amount !== payment.amount) return hold('wrong_amount');
  if (payment.status !== 'pending') return hold('already_paid');
  try {
    const applied = await applyReceipt(db, receipt.id, { paymentId: payment.id, ...confirmed });
    if (!applied) return;
  } catch (error) {
    // Another receipt already bought this payment: this one is a second payment of the same account.
    if (isUniqueViolation(error, 'paybill_receipts_one_applied_per_payment')) return hold('already_paid');
    throw error;
  }
  await completePayment({ ctx: deps.ctx, paymentId: payment.id, receipt: receipt.transId });
}

/** A job retried after applyReceipt but before the completion: completes what was applied (completion is idempotent). */
async function finishAppliedReceipt(deps: PaymentsDeps, receipt: PaybillReceiptRow): Promise<void> {
  if (receipt.status === 'applied' && receipt.paymentId) await completePayment({ ctx: deps.ctx, paymentId: receipt.paymentId, receipt: receipt.transId });
}
