/**
 * Asks M-Pesa (Transaction Status) whether a reversal happened: the only thing that marks a refund
 * refunded or failed. The answer comes to our refund-status URL for the attempt, because a "not
 * found" answer names nothing. Results, timeouts and replays each make us ask, at most once per
 * QUESTION_INTERVAL_MS per attempt; the reconciler asks again later if nothing comes.
 */
import { countHit } from '../../../lib/rate-limit';
import type { PaymentsDeps } from '../payments-deps';
import type { PaymentRow } from '../payments.repository';
import { noteRefund } from './refund-lifecycle';

export const QUESTION_INTERVAL_MS = 15_000;

export async function askRefundStatus({
  deps,
  payment,
  attemptId,
  requestId,
  force = false,
}: {
  deps: PaymentsDeps;
  payment: PaymentRow;
  attemptId: string;
  /** Daraja's OriginatorConversationID of the reversal request asked about. */
  requestId: string;
  /** The reconciler asks whatever the interval says: it runs once per stale period anyway. */
  force?: boolean;
}): Promise<boolean> {
  if (!force) {
    const { count } = await countHit(deps.ctx.db, { key: `payments:refund-status:${attemptId}`, limit: 1, windowMs: QUESTION_INTERVAL_MS });
    if (count > 1) return false;
  }
  const url = (await deps.hookUrls()).refundStatus(attemptId);
  try {
    await deps.daraja.transactionStatus({
      originatorConversationId: requestId,
      party: 'paybill',
      resultUrl: url,
      queueTimeoutUrl: url,
      remarks: `Okota refund check ${payment.id}`,
      occasion: `Payment ${payment.id}`,
    });
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await noteRefund(deps.ctx.db, {
      paymentId: payment.id,
      attemptId,
      note: `M-Pesa could not be asked whether the refund was made (${message}); asking again at the next check`,
    });
    return false;
  }
}
