/** Every finder payout that needs an admin's eye, grouped by state, with the latest paid and refunded. */
import type { Executor } from '../../../db/client';
import { findLatestPaidPayouts, findLatestRefundedPayouts, findOpenPayouts, type PayoutListRow } from '../ledger/admin-money-lists.repository';
import { typedStatuses } from '../payments.repository';

const RECENT_LIMIT = 50;
const OPEN_LIMIT = 500;

export async function listPayouts({ db }: { db: Executor }) {
  const open = await findOpenPayouts(db, OPEN_LIMIT);
  const paid = await findLatestPaidPayouts(db, RECENT_LIMIT);
  const refunded = await findLatestRefundedPayouts(db, RECENT_LIMIT);
  const view = (row: PayoutListRow) => {
    const { finderName, finderLastName, claimerName, claimerLastName, ...rest } = row;
    return { ...typedStatuses(rest), finderName: `${finderName} ${finderLastName}`, claimerName: `${claimerName} ${claimerLastName}` };
  };
  const inState = (...states: string[]) => open.filter((row) => states.includes(row.payoutStatus)).map(view);
  return {
    held: inState('held'),
    // awaiting_phone: queued, but the finder must verify their number first (payout-phone-hold.ts).
    queued: inState('queued', 'awaiting_phone', 'processing'),
    failed: inState('failed'),
    disputed: inState('disputed'),
    paid: paid.map(view),
    refunded: refunded.map(view),
  };
}
