/**
 * The only way a payout gets going: the claimer confirmed the hand-over, 72 hours passed with no
 * dispute, an admin released a disputed payout, an admin retried a failed one, or the finder
 * verified the number a parked payout waited for (payout-phone-hold.ts). Until then no
 * B2C request can leave: the payout job sends only payouts in 'queued'.
 */
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import type { PaymentRow } from '../payments.repository';
import { markPayoutQueued, type QueueableFrom } from './payout-lifecycle';
import { sendPayoutJob } from './send-payout';

export async function queuePayout(ctx: AppContext, tx: Executor, paymentId: number, from: QueueableFrom[]): Promise<PaymentRow | undefined> {
  const row = await markPayoutQueued(tx, paymentId, from);
  if (row) await ctx.jobs.enqueue(tx, sendPayoutJob, { paymentId }, { dedupeKey: `payout:${paymentId}` });
  return row;
}
