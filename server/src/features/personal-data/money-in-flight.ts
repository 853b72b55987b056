/**
 * An account with money on its way cannot close (docs/rules.md "Personal data"): an M-Pesa prompt
 * being answered, a payment held in escrow until the hand-over, a finder's payout or a refund
 * not yet settled. Each needs the person's phone, or the person, to finish. The test is written as
 * "not settled" rather than as a list of open states, so a state added later blocks by default.
 */
import type { Executor } from '../../db/client';
import { lockUnsettledPaymentsOf } from './erase-account.repository';
import { AppError } from '../../lib/errors';

export type MoneyInFlight = 'payment' | 'escrow' | 'payout' | 'refund';

export const MONEY_IN_FLIGHT_MESSAGES: Record<MoneyInFlight, string> = {
  payment: 'An M-Pesa payment of yours is still being processed. Wait until it finishes, then close your account.',
  escrow:
    'A payment is held until the item is handed over. You can close your account once the hand-over is confirmed and the finder is paid, or the payment is refunded.',
  payout: "A finder's payout is still on its way to M-Pesa. You can close your account once it has been paid.",
  refund: 'A refund is still on its way to M-Pesa. You can close your account once it has arrived.',
};

/** The first unsettled payment the user is a party to, by kind; undefined when there is none. */
export async function findMoneyInFlight(db: Executor, userId: string): Promise<MoneyInFlight | undefined> {
  const open = await lockUnsettledPaymentsOf(db, userId);
  const kinds = open.map(kindOf);
  return (['payment', 'refund', 'payout', 'escrow'] as const).find((kind) => kinds.includes(kind));
}

function kindOf(row: { status: string; payoutStatus: string }): MoneyInFlight {
  if (row.status === 'pending') return 'payment';
  if (row.status.startsWith('refund')) return 'refund';
  if (['queued', 'awaiting_phone', 'processing', 'failed'].includes(row.payoutStatus)) return 'payout';
  return 'escrow';
}

export async function assertNoMoneyInFlight(db: Executor, userId: string): Promise<void> {
  const kind = await findMoneyInFlight(db, userId);
  if (kind) throw new AppError('ACCOUNT_MONEY_IN_FLIGHT', MONEY_IN_FLIGHT_MESSAGES[kind], { inFlight: kind });
}
