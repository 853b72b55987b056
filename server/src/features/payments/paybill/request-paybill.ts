/**
 * The approved claimer asks to pay by Paybill (docs/rules.md "Paying by Paybill"): the same
 * guards as the STK push (approved claim, item available, nothing paid yet), then a pending
 * payment with its own account number. Asking again for the same claim gives the same one; an
 * STK push left pending beside it is no obstacle, and whichever money M-Pesa confirms second is
 * refunded by complete-payment.ts.
 */
import { feesForItem } from '../../custody';
import { AppError, isUniqueViolation } from '../../../lib/errors';
import { enforceRateLimits } from '../../../lib/rate-limit';
import type { UserRow } from '../../../db/schema';
import { ALREADY_PAID, ONLY_APPROVED_CLAIMER } from '../stk/initiate-payment';
import { findApprovedClaim, lockItemForPayment } from '../payment-parties.repository';
import type { PaymentsDeps } from '../payments-deps';
import { assertSomethingToPay } from '../nothing-to-pay';
import { findOpenOrSettledPayment, type PaymentRow } from '../payments.repository';
import { insertPendingPayment } from '../stk/payment-lifecycle';
import { newPaybillAccount } from './paybill-account';
import { findPendingPaybillPayment } from './paybill-payments.repository';
import { shownPhoneOf } from '../../../db/account-phone';

const MAX_TRIES = 5;

export async function requestPaybill({ deps, user, itemId }: { deps: PaymentsDeps; user: UserRow; itemId: number }): Promise<PaymentRow> {
  const { db } = deps.ctx;
  await enforceRateLimits(
    db,
    [{ key: `payments:paybill:user:${user.id}`, limit: 20, windowMs: 15 * 60 * 1000 }],
    'Too many payment attempts. Please wait a few minutes and try again.',
  );
  // The item's fee: an organisation's item without a finder share costs only the platform fee (docs/decisions/0242).
  const fees = await feesForItem(db, itemId);
  assertSomethingToPay(fees);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const item = await lockItemForPayment(tx, itemId);
        if (!item || item.status === 'removed') throw new AppError('ITEM_NOT_FOUND', 'Item not found');
        const claim = await findApprovedClaim(tx, itemId, user.id);
        if (!claim) throw new AppError('PAYMENT_APPROVED_CLAIMER_ONLY', ONLY_APPROVED_CLAIMER);
        const { settled } = await findOpenOrSettledPayment(tx, claim.id);
        if (settled || item.status !== 'available') throw new AppError('PAYMENT_ALREADY_PAID', ALREADY_PAID);
        const pending = await findPendingPaybillPayment(tx, claim.id);
        if (pending) return pending;
        return insertPendingPayment(tx, {
          itemId,
          claimId: claim.id,
          claimerId: user.id,
          finderId: item.finderId,
          phoneNumber: shownPhoneOf(user),
          amount: fees.totalFee,
          finderAmount: fees.finderAmount,
          platformAmount: fees.platformAmount,
          paybillAccount: newPaybillAccount(),
        });
      });
    } catch (error) {
      // Another request made the claim's Paybill payment first (found on the next try), or the account number was taken.
      const retry = isUniqueViolation(error, 'payments_one_pending_paybill_per_claim') || isUniqueViolation(error, 'payments_paybill_account_unique');
      if (!retry || attempt >= MAX_TRIES) throw error;
    }
  }
}
