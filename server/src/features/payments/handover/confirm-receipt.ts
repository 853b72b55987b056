/**
 * The claimer says the item is back in their hands: the hand-over (hand-over-item.ts) completes
 * the item and queues the finder's share for payout now. Confirming twice changes nothing.
 */
import { AppError } from '../../../lib/errors';
import type { UserRow } from '../../../db/schema';
import { notify } from '../../notifications';
import { paymentOfClaimer } from '../payment-access';
import type { PaymentsDeps } from '../payments-deps';
import { handOverPaidItem } from './hand-over-item';
import { lockItemForPayment } from '../payment-parties.repository';
import { findPaymentById, type PaymentRow } from '../payments.repository';
import { findHeldCustody } from '../../custody';

export const COLLECT_AT_DESK = 'This item is collected at the desk that holds it: show your collection code there with your ID.';

export async function confirmReceipt({ deps, user, paymentId }: { deps: PaymentsDeps; user: UserRow; paymentId: number }): Promise<PaymentRow> {
  const { ctx } = deps;
  const payment = await paymentOfClaimer(ctx.db, paymentId, user);
  if (payment.status !== 'completed') throw new AppError('RECEIPT_NOT_PAID', 'Only a completed payment can be confirmed');
  if (payment.receiptConfirmedAt) return payment;
  // A held item's hand-over is the desk's to record, with the owner's code (docs/decisions/0242).
  if (await findHeldCustody(ctx.db, payment.itemId)) throw new AppError('COLLECTION_AT_DESK', COLLECT_AT_DESK);
  if (payment.payoutStatus === 'disputed')
    throw new AppError('HANDOVER_DISPUTED', 'You reported a problem with this hand-over; our team will resolve it with you.');

  await ctx.db.transaction(async (tx) => {
    const item = await lockItemForPayment(tx, payment.itemId);
    if (!(await handOverPaidItem(ctx, tx, { payment, now: new Date() }))) return;
    const title = item?.title ?? '';
    await notify(tx, {
      userId: payment.finderId,
      type: 'payout',
      kind: 'handover_confirmed',
      params: { item: title, amount: payment.finderAmount },
      itemId: payment.itemId,
      itemTitle: title || null,
      claimerId: payment.claimerId,
    });
  });
  return (await findPaymentById(ctx.db, payment.id))!;
}
