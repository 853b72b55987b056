/**
 * The payout job: B2C of the finder's share to the finder's phone. A payout is taken from
 * 'queued' to 'processing' by one conditional update, so two workers cannot both send it, and
 * the OriginatorConversationID makes a repeated request a duplicate at Daraja, not a payment.
 */
import { and, eq, sql } from 'drizzle-orm';
import { toMsisdn } from '@okota/shared';
import { payments } from '../../db/schema';
import { DarajaError } from '../../integrations/daraja/daraja-errors';
import type { JobContext } from '../../lib/jobs';
import type { PaymentsDeps } from './payments-deps';
import { findUserContact } from './payments.repository';

export async function sendPayout({ deps, paymentId, job }: { deps: PaymentsDeps; paymentId: number; job: JobContext }): Promise<void> {
  const { db, log } = deps.ctx;
  const [payout] = await db
    .update(payments)
    .set({ payoutStatus: 'processing', payoutAttempts: sql`${payments.payoutAttempts} + 1`, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.payoutStatus, 'queued'), eq(payments.status, 'completed'), eq(payments.finderPaid, false)))
    .returning();
  // Already sent, paid, refunded or on hold: nothing to do.
  if (!payout?.payoutOriginatorId) return;

  const setState = (payoutStatus: 'queued' | 'failed', payoutError: string) =>
    db.update(payments)
      .set({ payoutStatus, payoutError: payoutError.slice(0, 500), updatedAt: new Date() })
      .where(and(eq(payments.id, paymentId), eq(payments.payoutStatus, 'processing')));

  const finder = await findUserContact(db, payout.finderId);
  const msisdn = finder ? toMsisdn(finder.phone) : null;
  if (!msisdn) {
    await setState('failed', "The finder's phone number is not a Safaricom M-Pesa number");
    return;
  }
  try {
    const urls = await deps.hookUrls();
    const accepted = await deps.daraja.b2cPayment({
      originatorConversationId: payout.payoutOriginatorId,
      amount: payout.finderAmount,
      msisdn,
      remarks: `Okota reward for item ${payout.itemId}`,
      occasion: `Payment ${payout.id}`,
      resultUrl: urls.payoutResult,
      queueTimeoutUrl: urls.payoutTimeout,
    });
    await db.update(payments)
      .set({ payoutConversationId: accepted.conversationId, payoutError: null, updatedAt: new Date() })
      .where(and(eq(payments.id, paymentId), eq(payments.payoutStatus, 'processing')));
  } catch (error) {
    // Daraja already has this exact request: its result will come to the ResultURL.
    if (error instanceof DarajaError && error.kind === 'duplicate') return;
    const message = error instanceof Error ? error.message : String(error);
    const needsPerson = error instanceof DarajaError && ['configuration', 'credentials', 'validation', 'invalid-token'].includes(error.kind);
    if (needsPerson || job.isLastAttempt) {
      log.error({ err: error, paymentId }, 'payout failed; an admin can retry it');
      await setState('failed', message);
      return;
    }
    await setState('queued', `${message} (retrying)`);
    throw error;
  }
}
