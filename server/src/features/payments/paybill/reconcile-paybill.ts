/**
 * A recurring job for Paybill receipts nobody heard back about: a receipt still being confirmed is
 * asked about again; a held receipt's reversal that Daraja acknowledged is asked about, one it
 * never acknowledged is sent again (M-Pesa reverses a receipt at most once). A Paybill payment
 * left pending beside a claim paid by STK push is closed.
 */
import type { PaymentsDeps } from '../payments-deps';
import { askReceiptStatus } from './ask-receipt-status';
import { closeSupersededPaybillPayments } from '../stk/payment-lifecycle';
import { reversalAttemptId, takeStaleReceipts } from './paybill-receipts.repository';
import { askReversalStatus, queueReceiptReversal } from './reverse-receipt';
import { z } from 'zod';
import { defineJob } from '../../../lib/job-definition';

export const RECONCILE_PAYBILL_EVERY_MS = 2 * 60 * 1000;

export const reconcilePaybillJob = defineJob({
  id: 'payments.reconcile-paybill',
  payload: z.object({}),
  handler: async (_payload, deps: PaymentsDeps) => {
    await reconcilePaybill({ deps });
  },
  everyMs: RECONCILE_PAYBILL_EVERY_MS,
});

export const PAYBILL_STALE_MS = 2 * 60 * 1000;

export async function reconcilePaybill({ deps }: { deps: PaymentsDeps }): Promise<number> {
  await closeSupersededPaybillPayments(deps.ctx.db);
  const taken = await takeStaleReceipts(deps.ctx.db, { staleMs: PAYBILL_STALE_MS, limit: 25 });
  for (const receipt of taken) {
    try {
      if (receipt.status === 'confirming') await askReceiptStatus({ deps, receipt, force: true });
      else if (receipt.reversalRequestId)
        await askReversalStatus(deps, receipt, reversalAttemptId(receipt.id, receipt.reversalAttempt), receipt.reversalRequestId);
      else await queueReceiptReversal(deps, receipt);
    } catch (error) {
      deps.ctx.log.warn({ err: error, receiptId: receipt.id }, 'could not check a Paybill receipt with M-Pesa; trying again later');
    }
  }
  return taken.length;
}
