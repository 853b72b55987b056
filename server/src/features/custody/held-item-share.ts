/**
 * Who is paid the finder's share of an item, and so what the owner pays for it (issue 28,
 * docs/decisions/0242):
 *   - an ordinary item, or one an individual finder dropped off at a point: the finder, as always;
 *   - an item an organisation posted, if it takes a finder share and proved its M-Pesa number:
 *     the organisation, by B2C to that number;
 *   - any other item an organisation posted: nobody; the owner pays only the platform fee;
 *   - any item a public office holds (police station, chief's office, government office), even an
 *     individual's drop-off: nobody, and the owner pays nothing at all (docs/decisions/0261).
 * Every place that names the amount before or at payment asks here (the fee check of both ways to
 * pay, the approval's message, the item page), so the owner is never shown one total and charged another.
 */
import { computeFees, type Fees } from '@okota/shared';
import type { Executor } from '../../db/client';
import { getCurrentFees } from '../settings';
import { findHeldCustody, type HeldCustody } from './held-custody.repository';

export type ShareTarget = { to: 'finder' } | { to: 'organisation'; phone: string } | { to: 'none' };

export function shareTargetOf(custody: HeldCustody | undefined): ShareTarget {
  if (custody?.free) return { to: 'none' };
  if (!custody || custody.custody === 'dropped_off') return { to: 'finder' };
  if (custody.takesFinderShare && custody.payoutPhone && custody.payoutPhoneVerifiedAt) return { to: 'organisation', phone: custody.payoutPhone };
  return { to: 'none' };
}

/** The fee for this item now: the settings' split, less the finder's part when nobody takes it. */
export async function feesForItem(db: Executor, itemId: number): Promise<Fees> {
  return feesForCustody(db, await findHeldCustody(db, itemId));
}

/** The same, for a caller that already read the item's custody (undefined: not held). */
export async function feesForCustody(db: Executor, custody: HeldCustody | undefined): Promise<Fees> {
  if (custody?.free) return computeFees(0, 0);
  const fees = await getCurrentFees(db);
  return shareTargetOf(custody).to === 'none' ? computeFees(0, fees.platformAmount) : fees;
}

/**
 * Who a payout of this item's share goes to, read when it is sent: the finder's own number, or the
 * organisation's proved number (null when it is no longer proved: the payout must not fall back
 * to the desk member who posted it).
 */
export type Payee = { to: 'finder' } | { to: 'organisation'; phone: string | null };

export async function payeeOf(db: Executor, itemId: number): Promise<Payee> {
  const custody = await findHeldCustody(db, itemId);
  if (!custody || custody.custody === 'dropped_off') return { to: 'finder' };
  return { to: 'organisation', phone: custody.payoutPhoneVerifiedAt ? custody.payoutPhone : null };
}
