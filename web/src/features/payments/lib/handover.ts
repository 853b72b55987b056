/**
 * Where a paid item stands between the payment and the end of the escrow, read from the payment
 * row both parties receive (GET /api/payments). The server's review rule reads it the same way
 * (server/src/features/messages/paid-parties.ts).
 */
import type { MyPayment, PayoutStatus } from '../api/types';

/** Payout states that come only after the hand-over: confirmed by the owner, or released. */
const RELEASED: readonly PayoutStatus[] = ['queued', 'awaiting_phone', 'processing', 'paid', 'failed'];

/**
 * The payout is on its way, or waits for the finder's phone: worth asking again while the owner's
 * page is open, since the owner gets no notice of it.
 */
export const MOVING_PAYOUTS: readonly PayoutStatus[] = ['queued', 'awaiting_phone', 'processing'];

export function isHandoverDone(payment: Pick<MyPayment, 'status' | 'receiptConfirmedAt' | 'payoutStatus'>): boolean {
  return payment.status === 'completed' && (!!payment.receiptConfirmedAt || RELEASED.includes(payment.payoutStatus));
}

/** The Daraja result code of a payer who dismissed the STK prompt. */
export const CANCELLED_BY_PAYER = '1032';

/** A failed STK push never took money: cancelled by the payer, or failed for another reason. */
export function failureKind(payment: Pick<MyPayment, 'status' | 'resultCode'>): 'cancelled' | 'failed' | null {
  if (payment.status !== 'failed') return null;
  return payment.resultCode === CANCELLED_BY_PAYER ? 'cancelled' : 'failed';
}
