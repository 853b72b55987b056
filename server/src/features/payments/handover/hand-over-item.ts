/**
 * The hand-over of a paid item, one operation wherever it happens: the owner confirms it
 * (confirm-receipt.ts) or a desk records it with the owner's collection code
 * (organisations/collections/handover-collection.ts, docs/decisions/0242, 0272). It runs inside
 * the caller's transaction, under the item's lock (lockItemForPayment, the lock paying and
 * approving take): the payment's hand-over is recorded once, the finder's share is queued for
 * payout from 'held' only (a disputed payout stays for an admin to decide) or, when nobody takes
 * a share, closed (never both a payout and a refund), and the item completes. Who is told, and in
 * which words, is the caller's: the two places say different things.
 */
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { markItemHandedOver } from '../../items';
import type { PaymentRow } from '../payments.repository';
import { closePayoutWithoutShare } from '../payouts/payout-lifecycle';
import { queuePayout } from '../payouts/queue-payout';
import { confirmHandover } from './handover.repository';

export interface HandOver {
  payment: Pick<PaymentRow, 'id' | 'itemId' | 'finderAmount'>;
  now: Date;
}

/** False when the hand-over was already recorded (or the payment is not completed): nothing changed. */
export async function handOverPaidItem(ctx: AppContext, tx: Executor, { payment, now }: HandOver): Promise<boolean> {
  if (!(await confirmHandover(tx, payment.id, now))) return false;
  if (payment.finderAmount > 0) await queuePayout(ctx, tx, payment.id, ['held']);
  else await closePayoutWithoutShare(tx, payment.id);
  await markItemHandedOver(tx, { itemId: payment.itemId, now });
  return true;
}
