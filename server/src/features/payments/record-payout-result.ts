/**
 * The B2C result from Daraja's ResultURL. Success records the finder's receipt once (a repeated
 * result finds finderPaid set and changes nothing). A final failure moves the payout to
 * 'failed' for an admin and gives the payout a new OriginatorConversationID for the next try
 * (Daraja may refuse an id it has seen); a failure for an id no longer current is ignored. Both
 * ends are in payout-outcome.ts, shared with the Transaction Status answer.
 */
import { and, eq } from 'drizzle-orm';
import { payments } from '../../db/schema';
import type { B2cResult } from '../../integrations/daraja/daraja-callbacks';
import type { PaymentsDeps } from './payments-deps';
import { findPaymentByPayoutOriginator } from './payments.repository';
import { markPayoutFailed, markPayoutPaid } from './payout-outcome';

export const PAYOUT_RESULT_JOB = 'payments.payout-result';

export async function recordPayoutResult({ deps, result }: { deps: PaymentsDeps; result: B2cResult }): Promise<void> {
  if (result.resultCode === '0') {
    await markPayoutPaid({
      deps,
      paid: { originatorConversationId: result.originatorConversationId, transactionId: result.transactionId, conversationId: result.conversationId, amount: result.amount },
    });
    return;
  }
  const payment = await findPaymentByPayoutOriginator(deps.ctx.db, result.originatorConversationId);
  if (!payment) {
    deps.ctx.log.warn({ originatorConversationId: result.originatorConversationId }, 'B2C result for an unknown or superseded payout ignored');
    return;
  }
  if (payment.finderPaid || payment.payoutStatus === 'refunded') return;
  await markPayoutFailed({
    deps, payment, originatorConversationId: result.originatorConversationId, payoutError: `M-Pesa B2C ${result.resultCode}: ${result.resultDesc}`,
  });
}

/**
 * QueueTimeOutURL: not a final answer (daraja.md §5); the payout stays in processing until its
 * result, or until reconcile-payouts.ts asks M-Pesa about it (the clock restarts here).
 */
export async function recordPayoutTimeout({ deps, originatorConversationId }: { deps: PaymentsDeps; originatorConversationId: string }): Promise<void> {
  await deps.ctx.db.update(payments)
    .set({ payoutError: 'M-Pesa queued the payout past its timeout; waiting for the final result', updatedAt: new Date() })
    .where(and(eq(payments.payoutOriginatorId, originatorConversationId), eq(payments.payoutStatus, 'processing')));
}
