/**
 * The payment dialog polls this every 3 s. A payment still pending 30 s after the push asks
 * Daraja itself (STK query), at most once every 10 s per payment, because callbacks get lost.
 */
import { PAYMENT_QUERY_AFTER_MS } from '@okota/shared';
import { countHit } from '../../../lib/rate-limit';
import type { UserRow } from '../../../db/schema';
import { paymentVisibleTo } from '../payment-access';
import type { PaymentsDeps } from '../payments-deps';
import type { PaymentRow, PaymentStatus } from '../payments.repository';
import { settlePayment } from './settle-payment';
import { returnedAmountOf, type ReturnedAmount } from '../paybill/returned-amount';

export const QUERY_INTERVAL_MS = 10_000;
export const queryLimitKey = (paymentId: number) => `payments:query:${paymentId}`;

export interface VerifyAnswer {
  verified: boolean;
  status: PaymentStatus;
  resultCode?: string;
  message?: string;
  /** The M-Pesa receipt of a completed payment, for the payer's success screen; never the finder's. */
  receipt?: string;
  /** A Paybill payment of the wrong amount, sent back (only for the payer). */
  returned?: ReturnedAmount;
}

export async function verifyPayment({ deps, user, paymentId }: { deps: PaymentsDeps; user: UserRow; paymentId: number }): Promise<VerifyAnswer> {
  let payment = await paymentVisibleTo(deps.ctx.db, paymentId, user);
  const age = Date.now() - payment.createdAt.getTime();
  if (payment.status === 'pending' && age > PAYMENT_QUERY_AFTER_MS) {
    const { count } = await countHit(deps.ctx.db, { key: queryLimitKey(payment.id), limit: 1, windowMs: QUERY_INTERVAL_MS });
    if (count === 1) {
      payment = await settlePayment({ deps, payment }).catch((error) => {
        deps.ctx.log.warn({ err: error, paymentId }, 'STK query failed; the payment stays pending');
        return payment;
      });
    }
  }
  const answer = verifyAnswer(payment);
  if (payment.claimerId !== user.id) return answer;
  if (payment.status === 'completed' && payment.mpesaTransactionId) return { ...answer, receipt: payment.mpesaTransactionId };
  const returned = await returnedAmountOf(deps.ctx.db, payment);
  return returned ? { ...answer, returned } : answer;
}

function verifyAnswer(payment: PaymentRow): VerifyAnswer {
  switch (payment.status) {
    case 'completed':
      return { verified: true, status: 'completed', resultCode: '0', message: 'Payment completed successfully' };
    case 'failed':
      return { verified: false, status: 'failed', resultCode: payment.resultCode ?? undefined, message: payment.failureReason ?? 'Payment failed' };
    case 'refunded':
      return { verified: false, status: 'refunded', message: 'This payment was refunded' };
    case 'refund_pending':
    case 'refund_failed':
      return { verified: false, status: payment.status, message: 'This payment is being refunded to your M-Pesa' };
    default:
      return { verified: false, status: 'pending', message: 'Waiting for you to enter your M-Pesa PIN' };
  }
}
