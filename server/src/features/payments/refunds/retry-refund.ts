/**
 * An admin sends a refund M-Pesa refused again, after fixing what made it fail (the reason is in
 * the refunds list): a new reversal attempt under the next id. Recorded in the audit log.
 */
import { recordAudit } from '../../../lib/audit';
import { AppError } from '../../../lib/errors';
import type { PaymentsDeps } from '../payments-deps';
import { findPaymentById, type PaymentRow } from '../payments.repository';
import { retryRefund as moveToPending } from './refund-lifecycle';
import { queueRefund } from './send-refund';

export const ONLY_FAILED_REFUND = 'Only a refund M-Pesa refused can be retried';

export async function retryRefund({ deps, adminId, paymentId }: { deps: PaymentsDeps; adminId: string; paymentId: number }): Promise<PaymentRow> {
  const { ctx } = deps;
  const payment = await findPaymentById(ctx.db, paymentId);
  if (!payment) throw new AppError('PAYMENT_NOT_FOUND', 'Payment not found');
  if (payment.status !== 'refund_failed') throw new AppError('REFUND_NOT_FAILED', ONLY_FAILED_REFUND);
  await ctx.db.transaction(async (tx) => {
    const retried = await moveToPending(tx, paymentId);
    if (!retried) throw new AppError('REFUND_NOT_FAILED', ONLY_FAILED_REFUND);
    await queueRefund(ctx, tx, paymentId);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'refund.retry',
      targetType: 'payment',
      targetId: paymentId,
      details: { previousError: payment.refundError, amount: payment.amount, attempt: retried.refundOriginatorId },
    });
  });
  return (await findPaymentById(ctx.db, paymentId))!;
}
