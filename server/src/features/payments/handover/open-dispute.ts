/**
 * A claimer who did not get the item reports it within the 72 hours: the payout is put on hold
 * ('disputed') and admins are told. Only an admin's decision moves it on (resolve-dispute.ts).
 */
import { AppError } from '../../../lib/errors';
import type { UserRow } from '../../../db/schema';
import { notify, tellPerson, listAdminIds } from '../../notifications';
import { paymentOfClaimer } from '../payment-access';
import type { PaymentsDeps } from '../payments-deps';
import { openPayoutDispute } from '../payouts/payout-lifecycle';
import { itemTitleOf } from '../payment-parties.repository';
import type { PaymentRow } from '../payments.repository';

export async function openDispute({
  deps,
  user,
  paymentId,
  reason,
}: {
  deps: PaymentsDeps;
  user: UserRow;
  paymentId: number;
  reason: string;
}): Promise<PaymentRow> {
  const { ctx } = deps;
  const payment = await paymentOfClaimer(ctx.db, paymentId, user);
  if (payment.status !== 'completed') throw new AppError('DISPUTE_NOT_PAID', 'Only a completed payment can be disputed');
  if (payment.payoutStatus === 'disputed') throw new AppError('DISPUTE_ALREADY_OPEN', 'You have already reported a problem with this hand-over');
  if (payment.receiptConfirmedAt) throw new AppError('DISPUTE_AFTER_RECEIPT', 'You confirmed receiving this item, so the finder has been paid');
  const now = new Date();
  if (payment.payoutStatus !== 'held' || !payment.payoutDueAt || payment.payoutDueAt <= now) {
    throw new AppError('DISPUTE_WINDOW_PASSED', 'The 72 hours to report a problem have passed. Please contact support.');
  }
  return ctx.db.transaction(async (tx) => {
    const disputed = await openPayoutDispute(tx, { paymentId: payment.id, reason, now });
    if (!disputed) throw new AppError('DISPUTE_CLOSED', 'This payout can no longer be disputed. Please contact support.');
    const title = await itemTitleOf(tx, payment.itemId);
    const about = { itemId: payment.itemId, itemTitle: title, claimerId: payment.claimerId };
    for (const adminId of await listAdminIds(tx)) {
      await notify(tx, { ...about, userId: adminId, type: 'dispute', kind: 'dispute_opened', params: { item: title, paymentId: payment.id, reason } });
    }
    // The finder's turn: their share waits, and they may explain their side (docs/decisions/0260).
    await tellPerson(ctx, tx, {
      userId: payment.finderId,
      turn: 'dispute_opened',
      itemId: payment.itemId,
      eventKey: payment.id,
      notification: { ...about, type: 'dispute', kind: 'problem_reported', params: { item: title } },
    });
    return disputed;
  });
}
