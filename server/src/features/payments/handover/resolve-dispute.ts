/**
 * An admin settles a dispute: refund (a Transaction Reversal of the claimer's payment starts:
 * refund_pending until M-Pesa confirms it, see refunds/refund-lifecycle.ts; the item opens to claims
 * again, since the finder still has it) or release (the finder's payout is queued). Recorded in
 * the audit log with the admin's note.
 */
import { recordAudit } from '../../../lib/audit';
import { AppError } from '../../../lib/errors';
import { tellPerson } from '../../notifications';
import type { PaymentsDeps } from '../payments-deps';
import { recordDisputeResolution } from './handover.repository';
import { closeRefundedClaim } from '../../claims';
import { reopenRefundedItem } from '../../items';
import { itemTitleOf } from '../payment-parties.repository';
import { findPaymentById, type PaymentRow } from '../payments.repository';
import { queuePayout } from '../payouts/queue-payout';
import { tellRefundStarted } from '../refunds/refund-notices';
import { startRefund } from '../refunds/refund-lifecycle';
import { queueRefund } from '../refunds/send-refund';

/** Why a refunded deal's claim is closed: shown to the claimer as the finder's note would be. */
export const REFUNDED_AFTER_DISPUTE = 'Refunded after a dispute';

export interface ResolveDisputeOptions {
  deps: PaymentsDeps;
  adminId: string;
  paymentId: number;
  resolution: 'refund' | 'release';
  note: string;
}

export async function resolveDispute({ deps, adminId, paymentId, resolution, note }: ResolveDisputeOptions): Promise<PaymentRow> {
  const { ctx } = deps;
  const payment = await findPaymentById(ctx.db, paymentId);
  if (!payment) throw new AppError('PAYMENT_NOT_FOUND', 'Payment not found');
  if (payment.payoutStatus !== 'disputed') throw new AppError('DISPUTE_NOT_OPEN', 'This payment has no open dispute');

  await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const title = await itemTitleOf(tx, payment.itemId);
    if (resolution === 'refund') {
      const refunding = await startRefund(tx, { paymentId, reason: 'dispute', from: ['disputed'] });
      if (!refunding) throw new AppError('DISPUTE_NOT_OPEN', 'This payment has no open dispute');
      await recordDisputeResolution(tx, { paymentId, resolution: 'refund' });
      // The owner did not get the item, so the finder still holds it: the item opens again for claims
      // (its real owner may still be looking) and the refunded claim closes, freeing the item's one
      // approved claim. An admin who thinks the listing itself is false removes it as usual.
      await closeRefundedClaim(tx, { claimId: payment.claimId, finderNotes: REFUNDED_AFTER_DISPUTE, now });
      await reopenRefundedItem(tx, { itemId: payment.itemId, now });
      await queueRefund(ctx, tx, paymentId);
      await tellRefundStarted(ctx, tx, refunding, title);
    } else {
      await recordDisputeResolution(tx, { paymentId, resolution: 'release', updatedAt: now });
      if (!(await queuePayout(ctx, tx, paymentId, ['disputed']))) throw new AppError('DISPUTE_NOT_OPEN', 'This payment has no open dispute');
    }
    await recordAudit(tx, {
      actorId: adminId,
      action: resolution === 'refund' ? 'payment.refund' : 'payment.release',
      targetType: 'payment',
      targetId: paymentId,
      reason: note,
      details: { amount: payment.amount, finderAmount: payment.finderAmount, disputeReason: payment.disputeReason },
    });
    const about = { type: 'dispute' as const, itemId: payment.itemId, itemTitle: title, claimerId: payment.claimerId };
    const refund = resolution === 'refund';
    // Both parties hear the decision at once, by bell, SMS and e-mail (docs/decisions/0260). A
    // refund's bell and e-mail for the claimer are tellRefundStarted's, which already say both the
    // decision and that the money is coming back: so only the SMS here, one message per channel
    // (docs/decisions/0268).
    const turn = refund ? 'dispute_refunded' : 'dispute_paid';
    await tellPerson(ctx, tx, {
      userId: payment.claimerId,
      turn,
      party: 'owner',
      itemId: payment.itemId,
      amount: payment.amount,
      eventKey: payment.id,
      notification: refund ? undefined : { ...about, kind: 'dispute_closed_released', params: { item: title, note } },
      ...(refund ? { email: false as const } : {}),
    });
    await tellPerson(ctx, tx, {
      userId: payment.finderId,
      turn,
      party: 'finder',
      itemId: payment.itemId,
      amount: payment.finderAmount,
      eventKey: payment.id,
      notification: {
        ...about,
        ...(refund
          ? ({ kind: 'dispute_refunded', params: { item: title, note } } as const)
          : ({ kind: 'dispute_payout_released', params: { item: title } } as const)),
      },
    });
  });
  return (await findPaymentById(ctx.db, paymentId))!;
}
