/**
 * How a payout ends, decided by the Transaction Status answer (record-payout-status.ts) that a
 * B2C result, a timeout or the reconciler made us ask for: one place marks a payout paid and
 * tells the finder (in the app and by an e-mail receipt), once; one place fails it for an admin
 * with the next OriginatorConversationID.
 */
import { tellPerson } from '../../notifications';
import type { PaymentsDeps } from '../payments-deps';
import { itemTitleOf } from '../payment-parties.repository';
import { findPaymentById, findPaymentByPayoutOriginator, type PaymentRow } from '../payments.repository';
import { parsePayoutOriginatorId, recordPayoutFailed, recordPayoutPaid } from './payout-lifecycle';
import { queuePaymentEmail } from '../send-payment-email';

export interface PayoutPaid {
  originatorConversationId: string;
  /** The M-Pesa receipt of the B2C payment. */
  transactionId: string | null;
  conversationId: string | null;
  amount: number | null;
}

/**
 * M-Pesa says this id paid the finder. A repeated answer finds finderPaid set and changes
 * nothing. An id a failure already superseded (okota-payout-<id>-<n> with a smaller n) still
 * counts while the payout waits in 'failed', so a late success is never paid again by a retry;
 * once a newer id is on its way nothing can be undone here, and the log says so loudly.
 */
export async function markPayoutPaid({ deps, paid }: { deps: PaymentsDeps; paid: PayoutPaid }): Promise<void> {
  const { db, log } = deps.ctx;
  const id = paid.originatorConversationId;
  const payment = (await findPaymentByPayoutOriginator(db, id)) ?? (await findSupersededPayout(deps, id));
  if (!payment) {
    log.warn({ originatorConversationId: id }, 'payout success for an unknown payout id ignored');
    return;
  }
  if (payment.finderPaid || payment.payoutStatus === 'refunded') return;
  const isCurrent = payment.payoutOriginatorId === id;
  if (!isCurrent && payment.payoutStatus !== 'failed') {
    log.error(
      { paymentId: payment.id, paidId: id, currentId: payment.payoutOriginatorId, payoutStatus: payment.payoutStatus },
      'M-Pesa paid a superseded payout id while a newer one is on its way: check that the finder is not paid twice',
    );
    return;
  }
  if (paid.amount !== null && paid.amount !== payment.finderAmount) {
    log.warn({ paymentId: payment.id, amount: paid.amount, expected: payment.finderAmount }, 'paid amount differs from the finder amount');
  }
  await db.transaction(async (tx) => {
    const row = await recordPayoutPaid(tx, {
      paymentId: payment.id,
      paidId: id,
      // A superseded id counts only while the payout still waits, failed, under the id that replaced it.
      failedUnder: isCurrent ? undefined : (payment.payoutOriginatorId ?? ''),
      transactionId: paid.transactionId,
      conversationId: paid.conversationId ?? payment.payoutConversationId,
    });
    if (!row) return;
    const title = await itemTitleOf(tx, row.itemId);
    await tellPerson(deps.ctx, tx, {
      userId: row.finderId,
      turn: 'payout_sent',
      itemId: row.itemId,
      eventKey: row.id,
      amount: row.finderAmount,
      receipt: paid.transactionId,
      notification: {
        type: 'payout',
        kind: 'payout_sent',
        params: { item: title, amount: row.finderAmount, ...(paid.transactionId ? { receipt: paid.transactionId } : {}) },
        itemId: row.itemId,
        itemTitle: title,
        claimerId: row.claimerId,
      },
    });
    await queuePaymentEmail(deps.ctx, tx, 'payout-receipt', row.id);
  });
}

/**
 * M-Pesa says this id did not pay and never will: 'failed' for an admin, with the next id for
 * the retry, because Daraja refuses an OriginatorConversationID it has seen (500.002.1001) even
 * when that request failed. Only the current id of an unpaid payout is failed; `onlyWhile`
 * narrows it to the state the question was asked in.
 */
export async function markPayoutFailed({
  deps,
  payment,
  originatorConversationId,
  payoutError,
  onlyWhile,
}: {
  deps: PaymentsDeps;
  payment: PaymentRow;
  originatorConversationId: string;
  payoutError: string;
  onlyWhile?: 'processing';
}): Promise<boolean> {
  return recordPayoutFailed(deps.ctx.db, { paymentId: payment.id, failedId: originatorConversationId, error: payoutError, onlyWhile });
}

/** The payout an earlier generation of its id belonged to (the id itself is no longer on the row). */
export async function findSupersededPayout(deps: PaymentsDeps, id: string): Promise<PaymentRow | undefined> {
  const parsed = parsePayoutOriginatorId(id);
  if (!parsed) return undefined;
  const payment = await findPaymentById(deps.ctx.db, parsed.paymentId);
  const current = payment?.payoutOriginatorId ? parsePayoutOriginatorId(payment.payoutOriginatorId) : undefined;
  return current && parsed.generation < current.generation ? payment : undefined;
}
