/** Who may see or act on a payment: its claimer and finder (and admins, for reading). */
import { AppError } from '../../lib/errors';
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { findPaymentById, type PaymentRow } from './payments.repository';

export async function paymentVisibleTo(db: Executor, paymentId: number, user: UserRow): Promise<PaymentRow> {
  const payment = await findPaymentById(db, paymentId);
  if (!payment) throw new AppError('PAYMENT_NOT_FOUND', 'Payment not found');
  if (payment.claimerId !== user.id && payment.finderId !== user.id && user.role !== 'admin') {
    throw new AppError('PAYMENT_NOT_YOURS', 'You can only see payments you made or received');
  }
  return payment;
}

/** Hand-over actions belong to the person who paid, nobody else (docs/rules.md "Payments"). */
export async function paymentOfClaimer(db: Executor, paymentId: number, user: UserRow): Promise<PaymentRow> {
  const payment = await findPaymentById(db, paymentId);
  if (!payment) throw new AppError('PAYMENT_NOT_FOUND', 'Payment not found');
  if (payment.claimerId !== user.id) throw new AppError('PAYMENT_PAYER_ONLY', 'Only the person who paid can do this');
  return payment;
}
