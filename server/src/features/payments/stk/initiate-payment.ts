/**
 * The approved claimer starts paying: the fee is read from settings now and stored on the
 * payment, then Daraja sends the STK push to the phone. One pending payment per claim (a unique
 * index), so a second tap while the prompt is open returns the same payment.
 *
 * Initiating decides from the stored state alone and never settles a payment: a pending one,
 * however old, is answered as waiting, and M-Pesa is asked about it by verify (the dialog polls
 * it) and by the reconcile job (docs/decisions/0279), each through settle-payment.ts.
 */
import { MESSAGE_KEYS, formatKsh, isMpesaNumber, toMsisdn, type Fees } from '@okota/shared';
import { AppError, isUniqueViolation } from '../../../lib/errors';
import { enforceRateLimits } from '../../../lib/rate-limit';
import { DarajaError } from '../../../integrations/daraja/daraja-errors';
import type { UserRow } from '../../../db/schema';
import { feesForItem } from '../../custody';
import type { PaymentsDeps } from '../payments-deps';
import { assertSomethingToPay } from '../nothing-to-pay';
import { findApprovedClaim, lockItemForPayment } from '../payment-parties.repository';
import { findOpenOrSettledPayment, type PaymentRow } from '../payments.repository';
import { failPendingPayment, insertPendingPayment, recordPushAccepted } from './payment-lifecycle';

export const ONLY_APPROVED_CLAIMER = 'Only the approved claimer of this item can pay for it';
export const ALREADY_PAID = 'This item has already been paid for';

export interface InitiatePaymentOptions {
  deps: PaymentsDeps;
  user: UserRow;
  itemId: number;
  /** As the shared paymentPhoneSchema leaves it: '+2547…' or '07…'. */
  phoneNumber: string;
  amount?: number;
}

export interface InitiatedPayment {
  payment: PaymentRow;
  isNew: boolean;
}

export async function initiatePayment({ deps, user, itemId, phoneNumber, amount }: InitiatePaymentOptions): Promise<InitiatedPayment> {
  const { ctx } = deps;
  await enforceRateLimits(
    ctx.db,
    [{ key: `payments:initiate:user:${user.id}`, limit: 10, windowMs: 15 * 60 * 1000 }],
    'Too many payment attempts. Please wait a few minutes and try again.',
  );
  const msisdn = toMsisdn(phoneNumber);
  if (!msisdn) throw new AppError('PAYMENT_PHONE_INVALID', MESSAGE_KEYS.paymentPhoneKenyan, { errors: { phoneNumber: MESSAGE_KEYS.paymentPhoneKenyan } });
  // Airtel, Telkom and Equitel numbers have no M-Pesa: say so before asking M-Pesa (docs/decisions/0262).
  if (!isMpesaNumber(msisdn)) {
    throw new AppError('PAYMENT_PHONE_NOT_MPESA', MESSAGE_KEYS.paymentPhoneNotMpesa, { errors: { phoneNumber: MESSAGE_KEYS.paymentPhoneNotMpesa } });
  }

  // The item's fee: an organisation's item without a finder share costs only the platform fee (docs/decisions/0242).
  const fees = await feesForItem(ctx.db, itemId);
  assertSomethingToPay(fees);
  if (amount !== undefined && amount !== fees.totalFee) {
    throw new AppError('PAYMENT_FEE_CHANGED', `The fee is now ${formatKsh(fees.totalFee)}. Please confirm the new amount.`, {
      currentFee: fees.totalFee,
      fees,
      params: { fee: formatKsh(fees.totalFee) },
    });
  }

  const existing = await reserve(deps, { user, itemId, phoneNumber: `+${msisdn}`, fees });
  if (!existing.isNew) return existing;
  try {
    const urls = await deps.hookUrls();
    const accepted = await deps.daraja.stkPush({
      amount: existing.payment.amount,
      msisdn,
      callbackUrl: urls.stk,
      accountReference: `OKOTA${itemId}`,
      transactionDesc: 'Okota claim fee',
    });
    return { payment: await recordPushAccepted(ctx.db, existing.payment.id, accepted), isNew: true };
  } catch (error) {
    const { status, message } = pushFailure(error);
    await failPendingPayment(ctx.db, existing.payment.id, { resultCode: (error as DarajaError).errorCode ?? null, reason: message });
    ctx.log[status === 'UNAVAILABLE' ? 'error' : 'warn']({ err: error, paymentId: existing.payment.id }, 'STK push failed');
    throw new AppError(status, message);
  }
}

interface ReserveInput {
  user: UserRow;
  itemId: number;
  phoneNumber: string;
  fees: Fees;
}

/** Checks who may pay and stores the pending payment, with the item locked against a revocation. */
async function reserve(deps: PaymentsDeps, input: ReserveInput): Promise<InitiatedPayment> {
  const { user, itemId, phoneNumber, fees } = input;
  try {
    return await deps.ctx.db.transaction(async (tx) => {
      const item = await lockItemForPayment(tx, itemId);
      if (!item || item.status === 'removed') throw new AppError('ITEM_NOT_FOUND', 'Item not found');
      const claim = await findApprovedClaim(tx, itemId, user.id);
      if (!claim) throw new AppError('PAYMENT_APPROVED_CLAIMER_ONLY', ONLY_APPROVED_CLAIMER);
      const { pending, settled } = await findOpenOrSettledPayment(tx, claim.id);
      if (settled || item.status !== 'available') throw new AppError('PAYMENT_ALREADY_PAID', ALREADY_PAID);
      if (pending) return { payment: pending, isNew: false };
      const payment = await insertPendingPayment(tx, {
        itemId,
        claimId: claim.id,
        claimerId: user.id,
        finderId: item.finderId,
        phoneNumber,
        amount: fees.totalFee,
        finderAmount: fees.finderAmount,
        platformAmount: fees.platformAmount,
      });
      return { payment, isNew: true };
    });
  } catch (error) {
    // Another request stored its pending payment first; it is visible now.
    if (isUniqueViolation(error, 'payments_one_pending_per_claim')) return reserve(deps, input);
    throw error;
  }
}

/** Why the push failed, as the code the payer's screen tells apart (and its English, for the log and API clients). */
function pushFailure(error: unknown): { status: 'PAYMENT_PROMPT_ALREADY_OPEN' | 'PAYMENT_PHONE_REFUSED' | 'BAD_GATEWAY' | 'UNAVAILABLE'; message: string } {
  if (error instanceof DarajaError) {
    if (error.kind === 'subscriber-locked') {
      return {
        status: 'PAYMENT_PROMPT_ALREADY_OPEN',
        message: 'Your phone already has an M-Pesa request open. Complete or cancel it, then try again in a minute.',
      };
    }
    if (error.kind === 'validation' && /PhoneNumber|PartyA/i.test(error.details.errorMessage ?? error.message)) {
      return { status: 'PAYMENT_PHONE_REFUSED', message: 'M-Pesa did not accept this phone number. Please use a Safaricom M-Pesa number.' };
    }
    if (error.kind === 'configuration' || error.kind === 'credentials' || error.kind === 'invalid-token') {
      return { status: 'UNAVAILABLE', message: 'M-Pesa payments are temporarily unavailable. Please try again later or contact support.' };
    }
  }
  return { status: 'BAD_GATEWAY', message: 'M-Pesa could not send the payment request to your phone. Please try again.' };
}
