/**
 * A recurring job for payments whose callback was lost and whose payer closed the page: each
 * pending payment older than a minute (and younger than a day) is settled by STK query, so the
 * money that left someone's M-Pesa is never left unrecorded. Shares the per-payment query limit
 * with verify, so the two never ask Daraja about the same payment within 10 seconds.
 */
import { countHit } from '../../../lib/rate-limit';
import type { PaymentsDeps } from '../payments-deps';
import { findStalePendingPayments } from '../payments.repository';
import { settlePayment } from './settle-payment';
import { QUERY_INTERVAL_MS, queryLimitKey } from './verify-payment';
import { z } from 'zod';
import { defineJob } from '../../../lib/job-definition';

export const RECONCILE_EVERY_MS = 60_000;

export const reconcilePendingJob = defineJob({
  id: 'payments.reconcile-pending',
  payload: z.object({}),
  handler: async (_payload, deps: PaymentsDeps) => {
    await reconcilePendingPayments({ deps });
  },
  everyMs: RECONCILE_EVERY_MS,
});

const MIN_AGE_MS = 60_000;
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
const BATCH = 25;

export async function reconcilePendingPayments({ deps }: { deps: PaymentsDeps }): Promise<number> {
  const { db, log } = deps.ctx;
  const stale = await findStalePendingPayments(db, { minAgeMs: MIN_AGE_MS, maxAgeMs: MAX_AGE_MS, limit: BATCH });
  let settled = 0;
  for (const payment of stale) {
    const { count } = await countHit(db, { key: queryLimitKey(payment.id), limit: 1, windowMs: QUERY_INTERVAL_MS });
    if (count > 1) continue;
    try {
      if ((await settlePayment({ deps, payment })).status !== 'pending') settled++;
    } catch (error) {
      log.warn({ err: error, paymentId: payment.id }, 'could not settle a pending payment; trying again later');
    }
  }
  return settled;
}
