/**
 * The recurring job that ends the escrow: a payment held 72 hours with no dispute and no
 * confirmation has its payout queued. Each payout is queued in its own transaction.
 */
import { notify } from '../../notifications';
import type { PaymentsDeps } from '../payments-deps';
import { itemTitleOf } from '../payment-parties.repository';
import { findDuePayoutIds } from './payout-queue.repository';
import { queuePayout } from './queue-payout';
import { z } from 'zod';
import { defineJob } from '../../../lib/job-definition';

export const RELEASE_CHECK_EVERY_MS = 5 * 60 * 1000;

export const releaseDuePayoutsJob = defineJob({
  id: 'payments.release-due-payouts',
  payload: z.object({}),
  handler: async (_payload, deps: PaymentsDeps) => {
    await releaseDuePayouts({ deps });
  },
  everyMs: RELEASE_CHECK_EVERY_MS,
});

export async function releaseDuePayouts({ deps }: { deps: PaymentsDeps }): Promise<number> {
  const { ctx } = deps;
  const due = await findDuePayoutIds(ctx.db, 200);
  let released = 0;
  for (const id of due) {
    await ctx.db.transaction(async (tx) => {
      const queued = await queuePayout(ctx, tx, id, ['held']);
      if (!queued) return;
      released++;
      const title = await itemTitleOf(tx, queued.itemId);
      await notify(tx, {
        userId: queued.finderId,
        type: 'payout',
        kind: 'payout_released',
        params: { item: title, amount: queued.finderAmount },
        itemId: queued.itemId,
        itemTitle: title,
        claimerId: queued.claimerId,
      });
    });
  }
  return released;
}
