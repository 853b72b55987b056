/**
 * An admin settles a dispute: refund (the payment is marked refunded; the money goes back to the
 * claimer by hand through the M-Pesa portal, as B2C reversals are out of scope) or release (the
 * finder's payout is queued). Recorded in the audit log with the admin's note.
 */
import { and, eq } from 'drizzle-orm';
import { payments } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { notify } from '../notifications/notify';
import type { PaymentsDeps } from './payments-deps';
import { findPaymentById, itemTitleOf, type PaymentRow } from './payments.repository';
import { queuePayout } from './queue-payout';

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
  if (!payment) throw notFound('Payment not found');
  if (payment.payoutStatus !== 'disputed') throw conflict('This payment has no open dispute');

  await ctx.db.transaction(async (tx) => {
    const now = new Date();
    if (resolution === 'refund') {
      const [refunded] = await tx.update(payments)
        .set({ status: 'refunded', payoutStatus: 'refunded', refundedAt: now, disputeResolution: 'refund', updatedAt: now })
        .where(and(eq(payments.id, paymentId), eq(payments.payoutStatus, 'disputed')))
        .returning();
      if (!refunded) throw conflict('This payment has no open dispute');
    } else {
      await tx.update(payments).set({ disputeResolution: 'release', updatedAt: now }).where(eq(payments.id, paymentId));
      if (!(await queuePayout(ctx, tx, paymentId, ['disputed']))) throw conflict('This payment has no open dispute');
    }
    await recordAudit(tx, {
      actorId: adminId,
      action: resolution === 'refund' ? 'payment.refund' : 'payment.release',
      targetType: 'payment',
      targetId: paymentId,
      reason: note,
      details: { amount: payment.amount, finderAmount: payment.finderAmount, disputeReason: payment.disputeReason },
    });
    const title = await itemTitleOf(tx, payment.itemId);
    const about = { type: 'dispute' as const, itemId: payment.itemId, itemTitle: title, claimerId: payment.claimerId };
    const refund = resolution === 'refund';
    await notify(tx, {
      ...about,
      userId: payment.claimerId,
      title: refund ? 'Refund approved' : 'Dispute closed',
      message: refund
        ? `Your payment for "${title}" will be refunded to your M-Pesa within 7 business days. ${note}`
        : `After review, the finder's payout for "${title}" was released. ${note}`,
    });
    await notify(tx, {
      ...about,
      userId: payment.finderId,
      title: refund ? 'Payment refunded to the owner' : 'Payout released',
      message: refund
        ? `After review, the payment for "${title}" was refunded to the owner, so no payout will be made. ${note}`
        : `After review, your payout for "${title}" was released and is on its way to your M-Pesa.`,
    });
  });
  return (await findPaymentById(ctx.db, paymentId))!;
}
