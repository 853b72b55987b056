/**
 * A C2B confirmation is not signed (docs/reference/mpesa-daraja.md §6): anyone who learns the URL can post one. So a
 * recorded receipt only makes us ask M-Pesa, by Transaction Status about its TransID, whether our
 * Paybill received it, how much and to which account; the answer comes to a URL naming the
 * receipt (record-receipt-status.ts). Asked at most once per QUESTION_INTERVAL_MS per receipt;
 * the reconciler asks again when nothing comes.
 */
import { countHit } from '../../../lib/rate-limit';
import type { PaymentsDeps } from '../payments-deps';
import { noteReceipt, type PaybillReceiptRow } from './paybill-receipts.repository';
import { paybillUrls } from './paybill-urls';
import { z } from 'zod';
import { defineJob } from '../../../lib/job-definition';
import { findReceiptById } from './paybill-receipts.repository';

export const askReceiptStatusJob = defineJob({
  id: 'payments.paybill-ask-status',
  payload: z.object({ receiptId: z.number().int() }),
  handler: async ({ receiptId }, deps: PaymentsDeps) => {
    const receipt = await findReceiptById(deps.ctx.db, receiptId);
    if (receipt) await askReceiptStatus({ deps, receipt });
  },
  maxAttempts: 5,
  backoffMs: 5000,
});

const QUESTION_INTERVAL_MS = 15_000;

export async function askReceiptStatus({ deps, receipt, force = false }: { deps: PaymentsDeps; receipt: PaybillReceiptRow; force?: boolean }): Promise<void> {
  if (receipt.status !== 'confirming') return;
  if (!force) {
    const { count } = await countHit(deps.ctx.db, { key: `payments:paybill-status:${receipt.transId}`, limit: 1, windowMs: QUESTION_INTERVAL_MS });
    if (count > 1) return;
  }
  const url = (await paybillUrls(deps)).receiptStatus(receipt.transId);
  try {
    await deps.daraja.transactionStatus({
      originatorConversationId: '',
      transactionId: receipt.transId,
      party: 'paybill',
      resultUrl: url,
      queueTimeoutUrl: url,
      remarks: `Okota Paybill check ${receipt.id}`,
      occasion: `Receipt ${receipt.id}`,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await noteReceipt(deps.ctx.db, receipt.id, `M-Pesa could not be asked about this receipt (${message}); asking again at the next check`);
    throw error;
  }
}
