/**
 * The payout job: B2C of the finder's share to the finder's phone. A payout is taken from
 * 'queued' to 'processing' by one conditional update, so two workers cannot both send it, and
 * the OriginatorConversationID makes a repeated request a duplicate at Daraja, not a payment.
 * The request itself (requestPayout) is shared with reconcile-payouts.ts, which re-sends a
 * payout Daraja never acknowledged under the same id.
 */
import { isMpesaNumber, toMsisdn } from '@okota/shared';
import type { Executor } from '../../../db/client';
import { DarajaError } from '../../../integrations/daraja/daraja-errors';
import type { B2cAccepted } from '../../../integrations/daraja/daraja-client';
import type { JobContext } from '../../../lib/jobs';
import type { PaymentsDeps } from '../payments-deps';
import { findUserContact } from '../payment-parties.repository';
import type { PaymentRow } from '../payments.repository';
import { holdPayoutUntilPhoneVerified } from './payout-phone-hold';
import { payeeOf } from '../../custody';
import { failUnsentPayout, recordPayoutAccepted, requeuePayout, takePayoutForSending } from './payout-lifecycle';
import { z } from 'zod';
import { defineJob } from '../../../lib/job-definition';

/** The B2C of one queued payout (queue-payout.ts queues it); Daraja refusing for a while is retried for a few minutes. */
export const sendPayoutJob = defineJob({
  id: 'payments.send-payout',
  payload: z.object({ paymentId: z.number().int() }),
  handler: ({ paymentId }, deps: PaymentsDeps, job) => sendPayout({ deps, paymentId, job }),
  maxAttempts: 6,
  backoffMs: 30_000,
});

export async function sendPayout({ deps, paymentId, job }: { deps: PaymentsDeps; paymentId: number; job: JobContext }): Promise<void> {
  const { db, log } = deps.ctx;
  if (await holdPayoutUntilPhoneVerified(deps.ctx, paymentId)) return;
  const payout = await takePayoutForSending(db, paymentId);
  // Already sent, paid, refunded or on hold: nothing to do.
  if (!payout?.payoutOriginatorId) return;

  const msisdn = await finderMsisdn(db, payout);
  if (!msisdn) {
    await failUnsentPayout(
      db,
      paymentId,
      "The payee's phone number is not a proved Safaricom M-Pesa number (the finder's, or the organisation's payout number)",
    );
    return;
  }
  try {
    const accepted = await requestPayout(deps, payout, msisdn);
    await recordPayoutAccepted(db, { paymentId: payout.id, originatorId: payout.payoutOriginatorId, conversationId: accepted.conversationId, note: null });
  } catch (error) {
    // Daraja already has this exact request: its result will come to the ResultURL.
    if (error instanceof DarajaError && error.kind === 'duplicate') return;
    const message = error instanceof Error ? error.message : String(error);
    const needsPerson = error instanceof DarajaError && ['configuration', 'credentials', 'validation', 'invalid-token'].includes(error.kind);
    if (needsPerson || job.isLastAttempt) {
      log.error({ err: error, paymentId }, 'payout failed; an admin can retry it');
      await failUnsentPayout(db, paymentId, message);
      return;
    }
    await requeuePayout(db, paymentId, `${message} (retrying)`);
    throw error;
  }
}

/**
 * The payee's phone as Daraja takes it, or null when it is not a Safaricom number: the finder's,
 * or for an item an organisation posted, the organisation's proved number (docs/decisions/0242).
 */
export async function finderMsisdn(db: Executor, payout: PaymentRow): Promise<string | null> {
  const payee = await payeeOf(db, payout.itemId);
  const phone = payee.to === 'organisation' ? payee.phone : (await findUserContact(db, payout.finderId))?.phone;
  // M-Pesa pays only a Safaricom number: never ask it to pay another network's (docs/decisions/0262).
  return phone && isMpesaNumber(phone) ? toMsisdn(phone) : null;
}

/** The payout's one B2C request, always under its current OriginatorConversationID. */
export async function requestPayout(deps: PaymentsDeps, payout: PaymentRow, msisdn: string): Promise<B2cAccepted> {
  const urls = await deps.hookUrls();
  return deps.daraja.b2cPayment({
    originatorConversationId: payout.payoutOriginatorId!,
    amount: payout.finderAmount,
    msisdn,
    remarks: `Okota reward for item ${payout.itemId}`,
    occasion: `Payment ${payout.id}`,
    resultUrl: urls.payoutResult,
    queueTimeoutUrl: urls.payoutTimeout,
  });
}
