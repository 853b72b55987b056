/**
 * A finder's payout goes only to a verified number (issue 16; docs/decisions/0202): a typo in a
 * phone number must not send the reward to a stranger. When the payout job finds the finder's
 * number unproven it parks the payout in 'awaiting_phone' (nothing sent, nothing lost) and tells
 * the finder; verifying the number puts every parked payout back in 'queued' (release-parked-payouts.ts). A number M-Pesa
 * cannot pay (Airtel, Telkom…: not isMpesaNumber) is parked the same way, verified or not, until
 * the finder gives and verifies a Safaricom number (docs/decisions/0262).
 *
 * Both sides take the finder's users row in order (the job FOR SHARE, verification by its
 * UPDATE), so a verification landing while the job decides can never leave a payout parked.
 */
import { isMpesaNumber } from '@okota/shared';
import type { AppContext } from '../../../context';
import { tellPerson } from '../../notifications';
import { findItemTitle, lockFinderPhoneState } from '../payment-parties.repository';
import { findPaymentById } from '../payments.repository';
import { parkPayoutAwaitingPhone } from './payout-lifecycle';
import { payeeOf } from '../../custody';

/** True when the payout was parked (or already is): the job sends nothing now. */
export async function holdPayoutUntilPhoneVerified(ctx: AppContext, paymentId: number): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const payout = await findPaymentById(tx, paymentId);
    if (!payout) return false;
    if (payout.payoutStatus === 'awaiting_phone') return true;
    // An organisation's share goes to its own proved number, not to the desk member who posted the item.
    if ((await payeeOf(tx, payout.itemId)).to === 'organisation') return false;
    const finder = await lockFinderPhoneState(tx, payout.finderId);
    if (!finder || (finder.phoneVerified && finder.phone && isMpesaNumber(finder.phone))) return false;
    if (!(await parkPayoutAwaitingPhone(tx, paymentId))) return false;
    const title = await findItemTitle(tx, payout.itemId);
    // Never silently (docs/decisions/0231): the bell links to the profile, and the SMS goes to the
    // account's own number even unverified, since verifying that number is what it asks for.
    await tellPerson(ctx, tx, {
      userId: payout.finderId,
      turn: 'payout_waiting',
      itemId: payout.itemId,
      eventKey: paymentId,
      amount: payout.finderAmount,
      notification: {
        type: 'verify_phone',
        kind: 'payout_awaiting_phone',
        params: { item: title ?? '', amount: payout.finderAmount, ...(!finder.phone || isMpesaNumber(finder.phone) ? {} : { notMpesa: true }) },
        itemId: payout.itemId,
        itemTitle: title ?? null,
      },
    });
    ctx.log.info({ paymentId }, 'payout waits for the finder to verify their phone');
    return true;
  });
}
