/**
 * The other side of payout-phone-hold.ts (docs/decisions/0202): the finder just proved their
 * number, inside that transaction, which holds their users row; the payouts parked for it go back
 * in the queue. Apart from the hold, which the payout job itself calls, so the job's module does not
 * import the queueing that imports the job.
 */
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { lockPayoutsAwaitingPhone } from './payout-queue.repository';
import { queuePayout } from './queue-payout';

export async function releasePayoutsAwaitingPhone(ctx: AppContext, tx: Executor, finderId: string): Promise<number> {
  const parked = await lockPayoutsAwaitingPhone(tx, finderId);
  for (const id of parked) await queuePayout(ctx, tx, id, ['awaiting_phone']);
  return parked.length;
}
