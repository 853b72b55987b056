/**
 * A recurring job for payouts nobody heard back about. 'processing' for longer than
 * PAYOUT_STALE_MS means the process died around the B2C request (or the request timed out), or
 * Daraja's result never reached us (docs/reference/mpesa-daraja.md §8: callbacks get lost).
 * - Daraja never acknowledged it (no ConversationID stored): the B2C is sent again under the SAME
 *   OriginatorConversationID, so it pays at most once; "duplicate" means Daraja has it, so we ask.
 * - Daraja acknowledged it: we only ever ask (Transaction Status); it is never sent again here.
 * The answer arrives later at the payout-status hook (record-payout-status.ts). Each payout is
 * taken by one conditional update that also moves updatedAt, so two server processes never act
 * on one payout and each is asked about at most once per PAYOUT_STALE_MS.
 */
import { DarajaError } from '../../../integrations/daraja/daraja-errors';
import type { PaymentsDeps } from '../payments-deps';
import type { PaymentRow } from '../payments.repository';
import { takeStalePayouts } from './payout-queue.repository';
import { notePayout, recordPayoutAccepted } from './payout-lifecycle';
import { finderMsisdn, requestPayout } from './send-payout';
import { z } from 'zod';
import { defineJob } from '../../../lib/job-definition';

export const RECONCILE_PAYOUTS_EVERY_MS = 5 * 60 * 1000;

export const reconcilePayoutsJob = defineJob({
  id: 'payments.reconcile-payouts',
  payload: z.object({}),
  handler: async (_payload, deps: PaymentsDeps) => {
    await reconcilePayouts({ deps });
  },
  everyMs: RECONCILE_PAYOUTS_EVERY_MS,
});

/** Far longer than a B2C request and its result normally take (seconds), and than our 15 s timeout. */
export const PAYOUT_STALE_MS = 10 * 60 * 1000;
const BATCH = 25;

/** Daraja refused the re-sent request for a reason that says nothing about the first one: ask. */
const ASK_AFTER = new Set(['duplicate', 'validation', 'credentials', 'invalid-token', 'configuration']);

export async function reconcilePayouts({ deps }: { deps: PaymentsDeps }): Promise<number> {
  const { db, log } = deps.ctx;
  const now = new Date();
  const taken = await takeStalePayouts(db, {
    now,
    staleMs: PAYOUT_STALE_MS,
    limit: BATCH,
    note: `No result from M-Pesa yet; asked for its status at ${now.toISOString()}`,
  });
  for (const payout of taken) {
    try {
      await reconcilePayout(deps, payout, now);
    } catch (error) {
      log.warn({ err: error, paymentId: payout.id }, 'could not check a payout with M-Pesa; trying again later');
    }
  }
  return taken.length;
}

async function reconcilePayout(deps: PaymentsDeps, payout: PaymentRow, now: Date): Promise<void> {
  if (!payout.payoutConversationId) {
    const msisdn = await finderMsisdn(deps.ctx.db, payout);
    if (msisdn) {
      try {
        const accepted = await requestPayout(deps, payout, msisdn);
        await recordPayoutAccepted(deps.ctx.db, {
          paymentId: payout.id,
          originatorId: payout.payoutOriginatorId!,
          conversationId: accepted.conversationId,
          note: `M-Pesa had not acknowledged the payout; sent it again under the same id at ${now.toISOString()}`,
        });
        return;
      } catch (error) {
        // No answer, or "busy": the request may have been taken just now, so asking at once could
        // hear "not found" about a payment on its way. The next check asks.
        if (!(error instanceof DarajaError && ASK_AFTER.has(error.kind))) {
          await note(deps, payout, `No result from M-Pesa yet, and sending again failed (${messageOf(error)}); trying again at the next check`);
          return;
        }
      }
    }
  }
  await askPayoutStatus(deps, payout);
}

/** Transaction Status about a payout id (its current one unless named); the answer comes to that id's payout-status URL. */
export async function askPayoutStatus(deps: PaymentsDeps, payout: PaymentRow, originatorConversationId = payout.payoutOriginatorId!): Promise<void> {
  const url = (await deps.hookUrls()).payoutStatus(originatorConversationId);
  try {
    // The claim's note already says we asked; an answer may overwrite it before this returns.
    // A queue timeout comes to the same URL and is read as "no answer" (record-payout-status.ts).
    await deps.daraja.transactionStatus({
      originatorConversationId,
      resultUrl: url,
      queueTimeoutUrl: url,
      remarks: `Okota payout check ${payout.id}`,
      occasion: `Payment ${payout.id}`,
    });
  } catch (error) {
    await note(deps, payout, `No result from M-Pesa yet, and M-Pesa could not be asked for its status (${messageOf(error)}); trying again at the next check`);
  }
}

async function note(deps: PaymentsDeps, payout: PaymentRow, payoutError: string): Promise<void> {
  await notePayout(deps.ctx.db, { paymentId: payout.id, originatorId: payout.payoutOriginatorId!, note: payoutError });
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
