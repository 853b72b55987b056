/**
 * A payment Daraja confirmed becomes completed, in one transaction with everything that follows
 * from it: the item is claimed, the finder's share is held for the hand-over (72 hours), both
 * parties are notified and the claimer gets a receipt. Only settlePayment calls this, after an
 * STK query said ResultCode 0.
 *
 * Money can arrive that must not buy the contact: the finder revoked the claim, or an admin
 * removed the item, while the prompt was open, or the claim was already paid. The claim, the item
 * and the claim's other payments are read again here, under the item's lock (the lock approving
 * and revoking take too), and such a payment is recorded as received and refunded at once: the
 * contact stays hidden, the item stays as it is, no messages, no payout (docs/decisions/0160).
 */
import type { RefundReason } from '@okota/shared';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { countEvent } from '../../../lib/analytics';
import { isUniqueViolation } from '../../../lib/errors';
import { notify, queueHandoverReminder, tellPerson } from '../../notifications';
import { queueSmsAlert } from '../../sms';
import { findHeldCustody } from '../../custody';
import { heldItemPaidStep } from '../held-item-paid';
import { markItemClaimed } from '../../items';
import { findClaimStatus, lockItemForPayment } from '../payment-parties.repository';
import { findPaymentById, hasOtherMoneyForClaim, type PaymentRow } from '../payments.repository';
import { completePendingPayment } from './payment-lifecycle';
import { tellRefundStarted } from '../refunds/refund-notices';
import { receiveForRefund } from '../refunds/refund-lifecycle';
import { queuePaymentEmail } from '../send-payment-email';
import { queueRefund } from '../refunds/send-refund';

type Completion = { payment: PaymentRow; outcome: 'completed' | 'refunding' } | undefined;

export async function completePayment({ ctx, paymentId, receipt }: { ctx: AppContext; paymentId: number; receipt: string | null }): Promise<PaymentRow> {
  let done: Completion;
  try {
    done = await completeInTransaction(ctx, paymentId, receipt);
  } catch (error) {
    // A receipt already on another payment can only come from a forged callback: keep the payment, drop the receipt.
    if (!receipt || !isUniqueViolation(error, 'payments_receipt_unique')) throw error;
    ctx.log.warn({ paymentId }, 'M-Pesa receipt already recorded on another payment; completing without it');
    done = await completeInTransaction(ctx, paymentId, null);
  }
  if (!done) return (await findPaymentById(ctx.db, paymentId))!;
  if (done.outcome === 'refunding') {
    ctx.log.warn({ paymentId, reason: done.payment.refundReason }, 'money arrived for a claim that cannot be paid; refunding it');
    return done.payment;
  }
  await countEvent(ctx.db, 'paymentsCompleted');
  await countEvent(ctx.db, 'itemsClaimed');
  return done.payment;
}

async function completeInTransaction(ctx: AppContext, paymentId: number, receipt: string | null): Promise<Completion> {
  return ctx.db.transaction(async (tx) => {
    const current = await findPaymentById(tx, paymentId);
    if (!current) return undefined;
    // Same lock order as approving and revoking claims: the item first.
    const item = await lockItemForPayment(tx, current.itemId);
    const title = item?.title ?? 'your item';
    const reason = await reasonToRefund(tx, { paymentId, claimId: current.claimId, itemStatus: item?.status });
    if (reason) {
      const refunding = await receiveForRefund(tx, { paymentId, receipt, reason });
      if (!refunding) return undefined;
      await tellRefundStarted(ctx, tx, refunding, title);
      await queueRefund(ctx, tx, paymentId);
      return { payment: refunding, outcome: 'refunding' as const };
    }
    const now = new Date();
    const payment = await completePendingPayment(tx, { paymentId, receipt, now });
    if (!payment) return undefined;
    await markItemClaimed(tx, { itemId: payment.itemId, now });
    // A held item is collected at the desk with a code: no contact, no chat about a hand-over, no 72-hour release.
    const custody = await findHeldCustody(tx, payment.itemId);
    if (custody) {
      // The receipt e-mail's words send the owner to the finder's contact, so a held item's receipt is the bell and the SMS.
      await heldItemPaidStep(ctx)(ctx, tx, { payment, custody, title, receipt });
      return { payment, outcome: 'completed' as const };
    }
    const common = { type: 'payment' as const, itemId: payment.itemId, itemTitle: title, claimerId: payment.claimerId };
    await notify(tx, {
      ...common,
      userId: payment.claimerId,
      kind: 'payment_received',
      params: { item: title, amount: payment.amount, ...(receipt ? { receipt } : {}) },
    });
    await queueSmsAlert({ ctx, db: tx, userId: payment.claimerId, kind: 'payment_completed', itemId: payment.itemId });
    // Every completion passes here (STK push and Paybill alike): the finder's turn, and a reminder to both in a day.
    await tellPerson(ctx, tx, {
      userId: payment.finderId,
      turn: 'owner_paid',
      itemId: payment.itemId,
      eventKey: payment.id,
      amount: payment.finderAmount,
      otherUserId: payment.claimerId,
      notification: { ...common, kind: 'owner_paid', params: { item: title, amount: payment.finderAmount } },
    });
    await queueHandoverReminder(ctx, tx, payment.id, now);
    await queuePaymentEmail(ctx, tx, 'payment-receipt', payment.id);
    return { payment, outcome: 'completed' as const };
  });
}

/** Why this money must go back, or null when it may buy the contact. Read under the item's lock. */
async function reasonToRefund(
  tx: Executor,
  { paymentId, claimId, itemStatus }: { paymentId: number; claimId: number; itemStatus?: string },
): Promise<RefundReason | null> {
  if ((await findClaimStatus(tx, claimId)) !== 'approved') return 'claim_revoked';
  if (!itemStatus || itemStatus === 'removed') return 'item_removed';
  return (await hasOtherMoneyForClaim(tx, { claimId, paymentId })) ? 'already_paid' : null;
}
