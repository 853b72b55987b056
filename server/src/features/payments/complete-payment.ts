/**
 * A payment Daraja confirmed becomes completed, in one transaction with everything that follows
 * from it: the item is claimed, the finder's share is held for the hand-over (72 hours), and
 * both parties are notified. Only settlePayment calls this, after an STK query said ResultCode 0.
 */
import { and, eq } from 'drizzle-orm';
import { PAYOUT_HOLD_MS, formatKsh } from '@okota/shared';
import type { AppContext } from '../../context';
import { items, payments } from '../../db/schema';
import { countEvent } from '../../lib/analytics';
import { isUniqueViolation } from '../../lib/errors';
import { notify } from '../notifications/notify';
import { findPaymentById, lockItemForPayment, type PaymentRow } from './payments.repository';

export async function completePayment({ ctx, paymentId, receipt }: { ctx: AppContext; paymentId: number; receipt: string | null }): Promise<PaymentRow> {
  let completed: PaymentRow | undefined;
  try {
    completed = await completeInTransaction(ctx, paymentId, receipt);
  } catch (error) {
    // A receipt already on another payment can only come from a forged callback: keep the payment, drop the receipt.
    if (!receipt || !isUniqueViolation(error, 'payments_receipt_unique')) throw error;
    ctx.log.warn({ paymentId }, 'M-Pesa receipt already recorded on another payment; completing without it');
    completed = await completeInTransaction(ctx, paymentId, null);
  }
  if (!completed) return (await findPaymentById(ctx.db, paymentId))!;
  await countEvent(ctx.db, 'paymentsCompleted');
  await countEvent(ctx.db, 'itemsClaimed');
  return completed;
}

async function completeInTransaction(ctx: AppContext, paymentId: number, receipt: string | null): Promise<PaymentRow | undefined> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select({ itemId: payments.itemId }).from(payments).where(eq(payments.id, paymentId));
    if (!current) return undefined;
    // Same lock order as approving and revoking claims: the item first.
    const item = await lockItemForPayment(tx, current.itemId);
    const now = new Date();
    const [payment] = await tx
      .update(payments)
      .set({
        status: 'completed', completedAt: now, mpesaTransactionId: receipt, resultCode: '0', failureReason: null,
        payoutStatus: 'held', payoutDueAt: new Date(now.getTime() + PAYOUT_HOLD_MS), updatedAt: now,
      })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
      .returning();
    if (!payment) return undefined;
    await tx
      .update(items)
      .set({ status: 'claimed', isClaimed: true, claimedAt: now, updatedAt: now })
      .where(and(eq(items.id, payment.itemId), eq(items.status, 'available')));
    const title = item?.title ?? 'your item';
    const common = { type: 'payment' as const, itemId: payment.itemId, itemTitle: title, claimerId: payment.claimerId };
    await notify(tx, {
      ...common,
      userId: payment.claimerId,
      title: 'Payment successful',
      message: `We received your ${formatKsh(payment.amount)} for "${title}"${receipt ? ` (M-Pesa ${receipt})` : ''}. The finder's contact details are now on the item page.`,
    });
    await notify(tx, {
      ...common,
      userId: payment.finderId,
      title: 'The owner has paid',
      message: `The owner of "${title}" paid the fee. Arrange the hand-over: your ${formatKsh(payment.finderAmount)} goes to your M-Pesa when they confirm receipt, or 72 hours after payment if no problem is reported.`,
    });
    return payment;
  });
}
