/**
 * The only way a payout gets going: the claimer confirmed the hand-over, 72 hours passed with no
 * dispute, an admin released a disputed payout, an admin retried a failed one, or the finder
 * verified the number a parked payout waited for (payout-phone-hold.ts). Until then no
 * B2C request can leave: the payout job sends only payouts in 'queued'.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { payments } from '../../db/schema';
import type { PaymentRow } from './payments.repository';

export const SEND_PAYOUT_JOB = 'payments.send-payout';

type QueueableFrom = 'held' | 'disputed' | 'failed' | 'awaiting_phone';

/**
 * The OriginatorConversationID of a payout, Daraja's idempotency key. It stays the same across
 * retries, so a retried request cannot pay twice; it changes only after Daraja answered with a
 * final failure (see record-payout-result.ts).
 */
export function payoutOriginatorId(paymentId: number, generation = 1): string {
  return `okota-payout-${paymentId}-${generation}`;
}

/** The payment and generation an id of ours names; undefined for any other id. */
export function parsePayoutOriginatorId(id: string): { paymentId: number; generation: number } | undefined {
  const match = /^okota-payout-(\d+)-(\d+)$/.exec(id);
  return match ? { paymentId: Number(match[1]), generation: Number(match[2]) } : undefined;
}

export async function queuePayout(ctx: AppContext, tx: Executor, paymentId: number, from: QueueableFrom[]): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({
      payoutStatus: 'queued',
      payoutOriginatorId: sql`coalesce(${payments.payoutOriginatorId}, ${payoutOriginatorId(paymentId)})`,
      updatedAt: new Date(),
    })
    .where(and(
      eq(payments.id, paymentId),
      eq(payments.status, 'completed'),
      eq(payments.finderPaid, false),
      inArray(payments.payoutStatus, from),
    ))
    .returning();
  if (row) await ctx.jobs.enqueue(tx, SEND_PAYOUT_JOB, { paymentId }, { dedupeKey: `payout:${paymentId}` });
  return row;
}
