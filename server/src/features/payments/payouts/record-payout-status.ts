/**
 * M-Pesa's Transaction Status answer about a payout, asked after its B2C result
 * (record-payout-result.ts) or by the reconciler (reconcile-payouts.ts). Only two answers change a payout:
 * - 'Completed': recorded exactly as a successful B2C result (payout-outcome.ts), once.
 * - M-Pesa has no such payment, or says it failed: the B2C never paid, so the payout becomes
 *   'failed' with the next OriginatorConversationID, as after a failed B2C result. Sending again
 *   under the SAME id is not possible (Daraja answers 500.002.1001 to an id it has seen, even a
 *   failed one), and a person decides on the retry (docs/decisions/0061-payout-reconciliation.md).
 * Everything else (the question itself failed or timed out, a status we do not know) changes only
 * the note: the payout stays 'processing' and is asked about again, because acting on a guess
 * could pay a finder twice.
 */
import type { TransactionStatusResult } from '../../../integrations/daraja/daraja-callbacks';
import type { PaymentsDeps } from '../payments-deps';
import { findPaymentByPayoutOriginator } from '../payments.repository';
import { markPayoutFailed, markPayoutPaid } from './payout-outcome';
import { notePayout } from './payout-lifecycle';
import { REPORTED_B2C_FAILURE } from './record-payout-result';
import { z } from 'zod';
import { defineJob } from '../../../lib/job-definition';
import { transactionStatusShape } from '../../../integrations/daraja/daraja-result-shapes';

export const payoutStatusJob = defineJob({
  id: 'payments.payout-status',
  payload: z.object({ originatorConversationId: z.string(), status: transactionStatusShape }),
  handler: (payload, deps: PaymentsDeps) => recordPayoutStatus({ deps, ...payload }),
  maxAttempts: 5,
  backoffMs: 5000,
});

/** TransactionStatus words that mean the B2C ended without paying. */
const NOT_PAID_STATUSES = new Set(['failed', 'declined', 'cancelled', 'expired']);
/**
 * "No such transaction": docs/reference/mpesa-daraja.md §6 documents no code for it. R000002 is Daraja's answer in
 * the same envelope for an original transaction it does not know (and the simulator's); the text
 * must name the transaction or conversation id, so that "The initiator information is invalid."
 * or "The operator does not exist." (problems with our question, not answers) never match.
 */
const NOT_FOUND_CODES = new Set(['R000002']);
const NOT_FOUND_TEXT = /(transaction|conversation) ?id\b.*\b(is invalid|does not exist|not found)|\btransaction\b.*\b(does not exist|not found)/i;

export type PayoutStatusVerdict = 'paid' | 'not-paid' | 'unknown';

export function payoutStatusVerdict(status: TransactionStatusResult): PayoutStatusVerdict {
  if (status.resultCode === '0') {
    const word = status.transactionStatus?.trim().toLowerCase() ?? '';
    if (word === 'completed') return 'paid';
    return NOT_PAID_STATUSES.has(word) ? 'not-paid' : 'unknown';
  }
  return NOT_FOUND_CODES.has(status.resultCode) || NOT_FOUND_TEXT.test(status.resultDesc) ? 'not-paid' : 'unknown';
}

export async function recordPayoutStatus({
  deps,
  originatorConversationId,
  status,
}: {
  deps: PaymentsDeps;
  /** From our ResultURL: the payout the question was about. */
  originatorConversationId: string;
  status: TransactionStatusResult;
}): Promise<void> {
  const { db, log } = deps.ctx;
  if (status.originatorConversationId && status.originatorConversationId !== originatorConversationId) {
    log.warn({ asked: originatorConversationId, answered: status.originatorConversationId }, 'Transaction Status answer about another transaction ignored');
    return;
  }
  const verdict = payoutStatusVerdict(status);
  if (verdict === 'paid') {
    await markPayoutPaid({
      deps,
      paid: { originatorConversationId, transactionId: status.receipt, conversationId: status.conversationId, amount: status.amount },
    });
    return;
  }
  const payment = await findPaymentByPayoutOriginator(db, originatorConversationId);
  if (!payment || payment.finderPaid || payment.payoutStatus !== 'processing') return;
  const said = `${status.resultCode}: ${status.resultDesc}${status.transactionStatus ? ` (${status.transactionStatus})` : ''}`;
  if (verdict === 'not-paid') {
    // Daraja's own reason from the B2C result, now confirmed, tells the admin what to fix.
    const reported = payment.payoutError?.startsWith(REPORTED_B2C_FAILURE) ? payment.payoutError : null;
    const failed = await markPayoutFailed({
      deps,
      payment,
      originatorConversationId,
      onlyWhile: 'processing',
      payoutError:
        reported ??
        `M-Pesa reports no completed payment for ${originatorConversationId} (Transaction Status ${said}); the finder was not paid. Retry sends it under a new id.`,
    });
    if (failed) log.warn({ paymentId: payment.id, originatorConversationId, said }, 'M-Pesa never paid this payout; it is failed for an admin to retry');
    return;
  }
  await notePayout(db, {
    paymentId: payment.id,
    originatorId: originatorConversationId,
    note: `M-Pesa could not say whether ${originatorConversationId} was paid (Transaction Status ${said}); asking again at the next check`,
  });
}
