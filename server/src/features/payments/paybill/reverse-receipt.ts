/**
 * Held Paybill money goes back by Transaction Reversal of its receipt (docs/reference/mpesa-daraja.md §6), in the way
 * refunds of payments do (send-refund.ts, record-refund-*.ts): the request names our attempt in
 * its result URLs; neither its result nor its timeout is believed, each only makes us ask
 * Transaction Status, whose answer alone marks the receipt reversed or failed (for an admin's
 * Retry). M-Pesa reverses a receipt at most once, so asking again cannot pay anyone twice.
 */
import type { ReversalResult, TransactionStatusResult } from '../../../integrations/daraja/daraja-callbacks';
import { DarajaError } from '../../../integrations/daraja/daraja-errors';
import type { JobContext } from '../../../lib/jobs';
import type { Executor } from '../../../db/client';
import { listAdminIds, notify } from '../../notifications';
import type { PaymentsDeps } from '../payments-deps';
import { payoutStatusVerdict } from '../payouts/record-payout-status';
import { eatInstant } from '../refunds/refund-outcome';
import {
  findReceiptById,
  markReceiptReversed,
  markReversalFailed,
  noteReceipt,
  parseReversalAttemptId,
  recordReversalAccepted,
  reversalAttemptId,
  type PaybillReceiptRow,
} from './paybill-receipts.repository';
import { paybillUrls } from './paybill-urls';
import { tellPayerBack, tellPayerStuck } from './tell-paybill-payer';
import { z } from 'zod';
import { defineJob } from '../../../lib/job-definition';
import { reversalResultShape, transactionStatusShape } from '../../../integrations/daraja/daraja-result-shapes';

export const sendReceiptReversalJob = defineJob({
  id: 'payments.paybill-send-reversal',
  payload: z.object({ receiptId: z.number().int() }),
  handler: ({ receiptId }, deps: PaymentsDeps, job) => sendReceiptReversal({ deps, receiptId, job }),
  maxAttempts: 6,
  backoffMs: 30_000,
});

export const receiptReversalResultJob = defineJob({
  id: 'payments.paybill-reversal-result',
  payload: z.object({ attemptId: z.string(), result: reversalResultShape.nullable() }),
  handler: (payload, deps: PaymentsDeps) => recordReceiptReversalResult({ deps, ...payload }),
  maxAttempts: 5,
  backoffMs: 5000,
});

export const receiptReversalStatusJob = defineJob({
  id: 'payments.paybill-reversal-status',
  payload: z.object({ attemptId: z.string(), status: transactionStatusShape }),
  handler: (payload, deps: PaymentsDeps) => recordReceiptReversalStatus({ deps, ...payload }),
  maxAttempts: 5,
  backoffMs: 5000,
});

export async function queueReceiptReversal(deps: PaymentsDeps, receipt: PaybillReceiptRow): Promise<void> {
  await deps.ctx.jobs.enqueue(
    deps.ctx.db,
    sendReceiptReversalJob,
    { receiptId: receipt.id },
    { dedupeKey: reversalAttemptId(receipt.id, receipt.reversalAttempt) },
  );
}

export async function sendReceiptReversal({ deps, receiptId, job }: { deps: PaymentsDeps; receiptId: number; job: JobContext }): Promise<void> {
  const { db, log } = deps.ctx;
  const receipt = await findReceiptById(db, receiptId);
  if (!receipt || receipt.status !== 'reversal_pending' || receipt.reversalRequestId || !receipt.confirmedAmount) return;
  const attemptId = reversalAttemptId(receipt.id, receipt.reversalAttempt);
  try {
    const urls = await paybillUrls(deps);
    const accepted = await deps.daraja.reversal({
      transactionId: receipt.transId,
      amount: receipt.confirmedAmount,
      resultUrl: urls.reversalResult(attemptId),
      queueTimeoutUrl: urls.reversalTimeout(attemptId),
      remarks: `Okota Paybill refund ${receipt.id}`,
      occasion: `Receipt ${receipt.id}`,
    });
    await recordReversalAccepted(db, receipt, accepted.originatorConversationId);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const needsPerson = error instanceof DarajaError && ['configuration', 'credentials', 'validation', 'invalid-token', 'duplicate'].includes(error.kind);
    if (needsPerson || job.isLastAttempt) {
      log.error({ err: error, receiptId }, 'Paybill reversal request failed');
      await tellReversalRefused(deps, await markReversalFailed(db, receipt.id, receipt.reversalAttempt, message));
      return;
    }
    await noteReceipt(db, receipt.id, `${message} (retrying)`);
    throw error;
  }
}

/** The attempt's receipt, when the attempt is its current one or an earlier one (whose late success still counts). */
async function receiptOfAttempt(deps: PaymentsDeps, attemptId: string) {
  const parsed = parseReversalAttemptId(attemptId);
  const receipt = parsed && (await findReceiptById(deps.ctx.db, parsed.receiptId));
  if (!parsed || !receipt || parsed.attempt > receipt.reversalAttempt) return undefined;
  return { receipt, isCurrent: parsed.attempt === receipt.reversalAttempt && receipt.status === 'reversal_pending' };
}

/** The reversal's result or its queue timeout: only a reason to ask Transaction Status. */
export async function recordReceiptReversalResult({
  deps,
  attemptId,
  result,
}: {
  deps: PaymentsDeps;
  attemptId: string;
  result: ReversalResult | null;
}): Promise<void> {
  const found = await receiptOfAttempt(deps, attemptId);
  if (!found || !['reversal_pending', 'reversal_failed'].includes(found.receipt.status)) return;
  const { receipt, isCurrent } = found;
  if (result && result.resultCode !== '0') {
    if (isCurrent) await noteReceipt(deps.ctx.db, receipt.id, `M-Pesa reversal ${result.resultCode}: ${result.resultDesc}`);
    else return;
  }
  const requestId = (isCurrent && receipt.reversalRequestId) || result?.originatorConversationId;
  if (!requestId) return;
  await askReversalStatus(deps, receipt, attemptId, requestId);
}

export async function askReversalStatus(deps: PaymentsDeps, receipt: PaybillReceiptRow, attemptId: string, requestId: string): Promise<void> {
  const url = (await paybillUrls(deps)).reversalStatus(attemptId);
  await deps.daraja.transactionStatus({
    originatorConversationId: requestId,
    party: 'paybill',
    resultUrl: url,
    queueTimeoutUrl: url,
    remarks: `Okota Paybill refund check ${receipt.id}`,
    occasion: `Receipt ${receipt.id}`,
  });
}

/** Transaction Status about the reversal: Completed (same amount) → reversed; none or failed → failed for an admin. */
export async function recordReceiptReversalStatus({
  deps,
  attemptId,
  status,
}: {
  deps: PaymentsDeps;
  attemptId: string;
  status: TransactionStatusResult;
}): Promise<void> {
  const { db, log } = deps.ctx;
  const found = await receiptOfAttempt(deps, attemptId);
  if (!found || !['reversal_pending', 'reversal_failed'].includes(found.receipt.status)) return;
  const { receipt, isCurrent } = found;
  const verdict = payoutStatusVerdict(status);
  const said = `${status.resultCode}: ${status.resultDesc}${status.transactionStatus ? ` (${status.transactionStatus})` : ''}`;
  if (verdict === 'paid') {
    if (status.amount !== null && status.amount !== receipt.confirmedAmount) {
      log.error({ receiptId: receipt.id, amount: status.amount }, 'M-Pesa reports a reversal of another amount; not marked reversed');
      await noteReceipt(
        db,
        receipt.id,
        `M-Pesa reports a reversal of KSh ${status.amount}, not ${receipt.confirmedAmount}; check it in the organisation portal`,
      );
      return;
    }
    const reversed = await markReceiptReversed(db, receipt.id, { transactionId: status.receipt, at: eatInstant(status.finalisedTime) ?? new Date() });
    // Only the call that moved it: a payer told it was stuck hears once that it is back (docs/decisions/0286).
    if (reversed) await tellPayerBack(deps.ctx, db, receipt);
    return;
  }
  if (!isCurrent) return;
  if (verdict === 'not-paid') {
    const reported = receipt.note?.startsWith('M-Pesa reversal ') ? receipt.note : null;
    const failed = await markReversalFailed(
      db,
      receipt.id,
      receipt.reversalAttempt,
      reported ?? `M-Pesa reports no reversal (Transaction Status ${said}); the payer was not refunded`,
    );
    await tellReversalRefused(deps, failed);
    return;
  }
  await noteReceipt(db, receipt.id, `M-Pesa could not say whether the refund was made (Transaction Status ${said}); asking again at the next check`);
}

/**
 * Money M-Pesa will not send back waits for a person: every admin hears of it at once (a bell), as of
 * a refused refund, instead of finding it only at the top of the receipts list (docs/decisions/0268),
 * and the payer by SMS (tell-paybill-payer.ts, once per receipt: docs/decisions/0286). Only when this
 * call moved the receipt to reversal_failed: a transient error, retried, tells nobody.
 */
async function tellReversalRefused(deps: PaymentsDeps, failed: PaybillReceiptRow | undefined): Promise<void> {
  if (!failed) return;
  await tellAdminsReversalFailed(deps.ctx.db, failed);
  await tellPayerStuck(deps.ctx, deps.ctx.db, failed);
}

async function tellAdminsReversalFailed(db: Executor, failed: PaybillReceiptRow): Promise<void> {
  for (const userId of await listAdminIds(db)) {
    await notify(db, {
      userId,
      type: 'system',
      kind: 'paybill_reversal_failed',
      params: { receipt: failed.transId, amount: failed.confirmedAmount ?? Number(failed.claimedAmount), error: (failed.note ?? '').slice(0, 300) },
    });
  }
}
