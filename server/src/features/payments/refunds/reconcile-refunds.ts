/**
 * A recurring job for refunds nobody heard back about (a lost result, a lost answer to the
 * request, a process that died around it), like reconcile-payouts.ts for payouts:
 * - Daraja acknowledged the reversal (its request id is stored): we ask Transaction Status.
 * - It never did: the request is sent again for the same attempt. M-Pesa reverses a payment at
 *   most once, so this cannot refund twice; if the first had gone through, the second's "already
 *   reversed" failure is confirmed by Transaction Status before anyone sees it.
 */
import type { PaymentsDeps } from '../payments-deps';
import { askRefundStatus } from './ask-refund-status';
import { takeStaleRefunds } from './refund-lifecycle';
import { sendRefundJob } from './send-refund';
import { z } from 'zod';
import { defineJob } from '../../../lib/job-definition';

export const RECONCILE_REFUNDS_EVERY_MS = 5 * 60 * 1000;

export const reconcileRefundsJob = defineJob({
  id: 'payments.reconcile-refunds',
  payload: z.object({}),
  handler: async (_payload, deps: PaymentsDeps) => {
    await reconcileRefunds({ deps });
  },
  everyMs: RECONCILE_REFUNDS_EVERY_MS,
});

/** A reversal and its result take seconds; our client gives up after 15. */
export const REFUND_STALE_MS = 10 * 60 * 1000;

export async function reconcileRefunds({ deps }: { deps: PaymentsDeps }): Promise<number> {
  const { db, jobs, log } = deps.ctx;
  const now = new Date();
  const taken = await takeStaleRefunds(db, { staleMs: REFUND_STALE_MS, limit: 25, note: `No answer from M-Pesa yet; checked at ${now.toISOString()}` });
  for (const payment of taken) {
    const attemptId = payment.refundOriginatorId!;
    try {
      if (payment.refundRequestId) await askRefundStatus({ deps, payment, attemptId, requestId: payment.refundRequestId, force: true });
      else await jobs.enqueue(db, sendRefundJob, { paymentId: payment.id }, { dedupeKey: `refund:${payment.id}` });
    } catch (error) {
      log.warn({ err: error, paymentId: payment.id }, 'could not check a refund with M-Pesa; trying again later');
    }
  }
  return taken.length;
}
