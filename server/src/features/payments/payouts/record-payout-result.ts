/**
 * The B2C result from Daraja's ResultURL. It is never believed alone (a forged or replayed result
 * must change nothing): a result for a payout we are waiting on only makes us ask M-Pesa
 * (Transaction Status about its OriginatorConversationID), and the answer, at the payout-status
 * URL (record-payout-status.ts), alone marks the payout paid or failed. A failed result leaves
 * its words as the note, so the admin reads Daraja's reason once Transaction Status confirmed it.
 * A result for a payout already paid or refunded, or for an unknown or superseded failed id,
 * changes nothing.
 */
import type { B2cResult } from '../../../integrations/daraja/daraja-callbacks';
import { countHit } from '../../../lib/rate-limit';
import type { PaymentsDeps } from '../payments-deps';
import { findPaymentByPayoutOriginator } from '../payments.repository';
import { findSupersededPayout } from './payout-outcome';
import { notePayout, notePayoutTimedOut } from './payout-lifecycle';
import { askPayoutStatus } from './reconcile-payouts';
import { z } from 'zod';
import { defineJob } from '../../../lib/job-definition';
import { b2cResultShape } from '../../../integrations/daraja/daraja-result-shapes';

export const payoutResultJob = defineJob({
  id: 'payments.payout-result',
  payload: z.object({ result: b2cResultShape }),
  handler: ({ result }, deps: PaymentsDeps) => recordPayoutResult({ deps, result }),
  maxAttempts: 5,
  backoffMs: 5000,
});

export const payoutTimeoutJob = defineJob({
  id: 'payments.payout-timeout',
  payload: z.object({ originatorConversationId: z.string() }),
  handler: (payload, deps: PaymentsDeps) => recordPayoutTimeout({ deps, ...payload }),
  maxAttempts: 3,
  backoffMs: 5000,
});

/** Replayed results ask at most this often per payout id; the reconciler covers anything missed. */
export const PAYOUT_QUESTION_INTERVAL_MS = 15_000;
/** The start of the note a failed B2C result leaves (kept as the reason once it is confirmed). */
export const REPORTED_B2C_FAILURE = 'M-Pesa B2C ';

export async function recordPayoutResult({ deps, result }: { deps: PaymentsDeps; result: B2cResult }): Promise<void> {
  const { db, log } = deps.ctx;
  const id = result.originatorConversationId;
  const succeeded = result.resultCode === '0';
  const current = await findPaymentByPayoutOriginator(db, id);
  // A late success for an id a failure superseded is still asked about (payout-outcome.ts).
  const payment = current ?? (succeeded ? await findSupersededPayout(deps, id) : undefined);
  if (!payment) {
    log.warn({ originatorConversationId: id }, 'B2C result for an unknown or superseded payout ignored');
    return;
  }
  if (payment.finderPaid || payment.payoutStatus === 'refunded') return;
  if (current && payment.payoutStatus !== 'processing' && !succeeded) return;
  if (!succeeded) {
    await notePayout(db, { paymentId: payment.id, originatorId: id, note: `${REPORTED_B2C_FAILURE}${result.resultCode}: ${result.resultDesc}` });
  }
  const { count } = await countHit(db, { key: `payments:payout-status:${id}`, limit: 1, windowMs: PAYOUT_QUESTION_INTERVAL_MS });
  if (count > 1) return;
  await askPayoutStatus(deps, payment, id);
}

/**
 * QueueTimeOutURL: not a final answer (docs/reference/mpesa-daraja.md §5): M-Pesa may still have paid. The payout
 * stays in processing and we ask Transaction Status now (the reconciler asks again later if no
 * answer comes); it is never sent again on a timeout, so it cannot be paid twice.
 */
export async function recordPayoutTimeout({ deps, originatorConversationId }: { deps: PaymentsDeps; originatorConversationId: string }): Promise<void> {
  const payout = await notePayoutTimedOut(deps.ctx.db, originatorConversationId, 'M-Pesa queued the payout past its timeout; asking whether it was paid');
  if (!payout) return;
  const { count } = await countHit(deps.ctx.db, { key: `payments:payout-status:${originatorConversationId}`, limit: 1, windowMs: PAYOUT_QUESTION_INTERVAL_MS });
  if (count === 1) await askPayoutStatus(deps, payout, originatorConversationId);
}
