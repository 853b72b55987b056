/**
 * A Paybill payment of the wrong amount is held and sent back (record-receipt-status.ts). The payer
 * must not wait on a spinner for it: the dialog's verify answer says what happened ("You sent KSh X;
 * the fee is KSh Y; your KSh X is on its way back (receipt …)"), and the bell and an SMS say the same at once,
 * in our words only (docs/decisions/0262). The payment itself stays pending: the right amount still pays.
 */
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { queueSms, findSmsContact, renderSms, smsLink } from '../../sms';
import { notify } from '../../notifications';
import { ROUTES } from '@okota/shared';
import { itemTitleOf } from '../payment-parties.repository';
import type { PaymentRow } from '../payments.repository';
import { findReturnedReceipt, type PaybillReceiptRow } from './paybill-receipts.repository';

export interface ReturnedAmount {
  /** What the payer sent, as M-Pesa confirmed it. */
  sent: number;
  /** The fee this payment asks. */
  fee: number;
  /** The M-Pesa receipt of the payment sent back. */
  receipt: string;
  /** on_its_way: the reversal is asked for; returned: M-Pesa confirmed it; delayed: M-Pesa refused it, an admin acts. */
  state: 'on_its_way' | 'returned' | 'delayed';
}

export async function returnedAmountOf(db: Executor, payment: PaymentRow): Promise<ReturnedAmount | undefined> {
  if (!payment.paybillAccount || payment.status !== 'pending') return undefined;
  const receipt = await findReturnedReceipt(db, payment.id);
  if (!receipt?.confirmedAmount) return undefined;
  const state = receipt.status === 'reversed' ? 'returned' : receipt.status === 'reversal_failed' ? 'delayed' : 'on_its_way';
  return { sent: receipt.confirmedAmount, fee: payment.amount, receipt: receipt.transId, state };
}

/**
 * Tells the payer at once (an answer to what they just did): the bell, whatever their number, and
 * an SMS to a verified number, each in our words (docs/decisions/0262, 0268). Never breaks the caller.
 */
export async function tellAmountReturned(
  ctx: Pick<AppContext, 'config' | 'log'>,
  db: Executor,
  payment: PaymentRow,
  receipt: PaybillReceiptRow,
): Promise<void> {
  if (!receipt.confirmedAmount) return;
  try {
    // A savepoint: a bell or SMS that cannot be written must not undo the hold and reversal.
    await db.transaction(async (tx) => {
      const item = await itemTitleOf(tx, payment.itemId);
      await notify(tx, {
        userId: payment.claimerId,
        type: 'payment',
        kind: 'paybill_returned',
        params: { item, sent: receipt.confirmedAmount!, fee: payment.amount, receipt: receipt.transId },
        itemId: payment.itemId,
        itemTitle: item,
        claimerId: payment.claimerId,
      });
      const contact = await findSmsContact(tx, payment.claimerId);
      if (!contact?.phoneVerified || !contact.phone) return;
      const text = renderSms({
        kind: 'paybill_returned',
        language: contact.language,
        amount: receipt.confirmedAmount!,
        fee: payment.amount,
        receipt: receipt.transId,
        link: smsLink(ctx.config.publicUrl, ROUTES.item(payment.itemId)),
      });
      if (text) await queueSms(tx, { to: contact.phone, kind: 'paybill_returned', text, userId: payment.claimerId });
    });
  } catch (error) {
    ctx.log.error({ err: error, paymentId: payment.id }, 'Paybill returned-amount bell or SMS not queued');
  }
}
