/**
 * The B2C result from Daraja's ResultURL. Success records the finder's receipt once (a repeated
 * result finds finderPaid set and changes nothing). A final failure moves the payout to
 * 'failed' for an admin and gives the payout a new OriginatorConversationID for the next try
 * (Daraja may refuse an id it has seen); a result for an id no longer current is ignored.
 */
import { and, eq } from 'drizzle-orm';
import { formatKsh } from '@okota/shared';
import { payments } from '../../db/schema';
import type { B2cResult } from '../../integrations/daraja/daraja-callbacks';
import { notify } from '../notifications/notify';
import type { PaymentsDeps } from './payments-deps';
import { findPaymentByPayoutOriginator, itemTitleOf } from './payments.repository';
import { payoutOriginatorId } from './queue-payout';

export const PAYOUT_RESULT_JOB = 'payments.payout-result';

export async function recordPayoutResult({ deps, result }: { deps: PaymentsDeps; result: B2cResult }): Promise<void> {
  const { db, log } = deps.ctx;
  const payment = await findPaymentByPayoutOriginator(db, result.originatorConversationId);
  if (!payment) {
    log.warn({ originatorConversationId: result.originatorConversationId }, 'B2C result for an unknown or superseded payout ignored');
    return;
  }
  if (payment.finderPaid || payment.payoutStatus === 'refunded') return;
  const current = and(eq(payments.id, payment.id), eq(payments.finderPaid, false), eq(payments.payoutOriginatorId, result.originatorConversationId));

  if (result.resultCode !== '0') {
    const generation = Number(/-(\d+)$/.exec(result.originatorConversationId)?.[1] ?? 1);
    await db.update(payments)
      .set({
        payoutStatus: 'failed',
        payoutError: `M-Pesa B2C ${result.resultCode}: ${result.resultDesc}`.slice(0, 500),
        payoutOriginatorId: payoutOriginatorId(payment.id, generation + 1),
        updatedAt: new Date(),
      })
      .where(current);
    return;
  }

  if (result.amount !== null && result.amount !== payment.finderAmount) {
    log.warn({ paymentId: payment.id, amount: result.amount, expected: payment.finderAmount }, 'B2C result amount differs from the finder amount');
  }
  await db.transaction(async (tx) => {
    const now = new Date();
    const [paid] = await tx.update(payments)
      .set({
        finderPaid: true, finderPaidAt: now, finderTransactionId: result.transactionId, payoutStatus: 'paid', payoutError: null,
        payoutConversationId: result.conversationId ?? payment.payoutConversationId, updatedAt: now,
      })
      .where(current)
      .returning();
    if (!paid) return;
    const title = await itemTitleOf(tx, paid.itemId);
    await notify(tx, {
      userId: paid.finderId,
      type: 'payout',
      title: 'Reward sent to your M-Pesa',
      message: `${formatKsh(paid.finderAmount)} for "${title}" was sent to your M-Pesa${result.transactionId ? ` (${result.transactionId})` : ''}. Thank you for returning it!`,
      itemId: paid.itemId,
      itemTitle: title,
      claimerId: paid.claimerId,
    });
  });
}

/** QueueTimeOutURL: not a final answer (daraja.md §5); the payout stays in processing until its result. */
export async function recordPayoutTimeout({ deps, originatorConversationId }: { deps: PaymentsDeps; originatorConversationId: string }): Promise<void> {
  await deps.ctx.db.update(payments)
    .set({ payoutError: 'M-Pesa queued the payout past its timeout; waiting for the final result', updatedAt: new Date() })
    .where(and(eq(payments.payoutOriginatorId, originatorConversationId), eq(payments.payoutStatus, 'processing')));
}
