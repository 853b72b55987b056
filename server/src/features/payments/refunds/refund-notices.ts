/**
 * What people are told about a refund, in the app and by e-mail, each in their own language:
 * the claimer when it starts (and why) and when it lands; admins when M-Pesa refused it. Runs in
 * the transaction that moved the refund, so a rolled-back change tells nobody.
 */
import type { RefundReason } from '@okota/shared';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { notify, listAdminIds } from '../../notifications';
import { queueSmsAlert } from '../../sms';
import type { PaymentRow } from '../payments.repository';
import { queuePaymentEmail } from '../send-payment-email';

export async function tellRefundStarted(ctx: AppContext, tx: Executor, payment: PaymentRow, itemTitle: string): Promise<void> {
  const reason = (payment.refundReason ?? 'dispute') as RefundReason;
  await notify(tx, {
    userId: payment.claimerId,
    type: 'payment',
    kind: 'refund_started',
    params: { item: itemTitle, amount: payment.amount, reason },
    itemId: payment.itemId,
    itemTitle,
    claimerId: payment.claimerId,
  });
  await queuePaymentEmail(ctx, tx, 'refund-started', payment.id);
}

export async function tellRefunded(ctx: AppContext, tx: Executor, payment: PaymentRow, itemTitle: string): Promise<void> {
  await notify(tx, {
    userId: payment.claimerId,
    type: 'payment',
    kind: 'refund_sent',
    params: { item: itemTitle, amount: payment.amount, ...(payment.refundTransactionId ? { receipt: payment.refundTransactionId } : {}) },
    itemId: payment.itemId,
    itemTitle,
    claimerId: payment.claimerId,
  });
  await queueSmsAlert({ ctx, db: tx, userId: payment.claimerId, kind: 'refund_sent', itemId: payment.itemId, amount: payment.amount });
  await queuePaymentEmail(ctx, tx, 'refund-receipt', payment.id);
}

/**
 * The owner of a refund M-Pesa refused is told at once that a person is returning it (bell, SMS and
 * e-mail, like every other turn of a refund), so nobody waits on a refund that cannot finish by
 * itself (docs/decisions/0262, 0268).
 */
export async function tellRefundDelayed(ctx: AppContext, tx: Executor, payment: PaymentRow, itemTitle: string): Promise<void> {
  await notify(tx, {
    userId: payment.claimerId,
    type: 'payment',
    kind: 'refund_delayed',
    params: { item: itemTitle, amount: payment.amount },
    itemId: payment.itemId,
    itemTitle,
    claimerId: payment.claimerId,
  });
  await queueSmsAlert({ ctx, db: tx, userId: payment.claimerId, kind: 'refund_delayed', itemId: payment.itemId, amount: payment.amount });
  await queuePaymentEmail(ctx, tx, 'refund-delayed', payment.id);
}

export async function tellAdminsRefundFailed(tx: Executor, payment: PaymentRow, itemTitle: string, error: string): Promise<void> {
  for (const adminId of await listAdminIds(tx)) {
    await notify(tx, {
      userId: adminId,
      type: 'system',
      kind: 'refund_failed',
      params: { item: itemTitle, paymentId: payment.id, error },
      itemId: payment.itemId,
      itemTitle,
      claimerId: payment.claimerId,
    });
  }
}
