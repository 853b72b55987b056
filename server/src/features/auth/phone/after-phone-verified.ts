/**
 * What waits for a verified number: the finder's payouts parked until then (docs/decisions/0202).
 * Runs in the transaction that sets the mark, so the payouts are queued exactly when it commits.
 */
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { releasePayoutsAwaitingPhone } from '../../payments/payouts/payout-phone-hold';
import type { UserRow } from '../../../db/schema';

export async function afterPhoneVerified(options: { ctx: AppContext; db: Executor; user: UserRow }): Promise<void> {
  await releasePayoutsAwaitingPhone(options.ctx, options.db, options.user.id);
}
