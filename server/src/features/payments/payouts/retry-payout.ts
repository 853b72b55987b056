/** An admin sends a failed payout again (after fixing what made it fail); recorded in the audit log. */
import { recordAudit } from '../../../lib/audit';
import { AppError } from '../../../lib/errors';
import type { PaymentsDeps } from '../payments-deps';
import { findPaymentById, type PaymentRow } from '../payments.repository';
import { queuePayout } from './queue-payout';

export async function retryPayout({ deps, adminId, paymentId }: { deps: PaymentsDeps; adminId: string; paymentId: number }): Promise<PaymentRow> {
  const { ctx } = deps;
  const payment = await findPaymentById(ctx.db, paymentId);
  if (!payment) throw new AppError('PAYMENT_NOT_FOUND', 'Payment not found');
  if (payment.payoutStatus !== 'failed') throw new AppError('PAYOUT_NOT_FAILED', 'Only a failed payout can be retried');
  await ctx.db.transaction(async (tx) => {
    if (!(await queuePayout(ctx, tx, paymentId, ['failed']))) throw new AppError('PAYOUT_NOT_FAILED', 'Only a failed payout can be retried');
    await recordAudit(tx, {
      actorId: adminId,
      action: 'payout.retry',
      targetType: 'payment',
      targetId: paymentId,
      details: { previousError: payment.payoutError, finderAmount: payment.finderAmount },
    });
  });
  return (await findPaymentById(ctx.db, paymentId))!;
}
