/** Paying by Paybill (Daraja C2B, docs/decisions/0232): its routes, callbacks, jobs and the C2B URL registration at start. */
import type { FastifyInstance } from 'fastify';
import type { ReversalResult, TransactionStatusResult } from '../../../integrations/daraja/daraja-callbacks';
import type { PaymentsDeps } from '../payments-deps';
import { ASK_RECEIPT_STATUS_JOB, askReceiptStatus } from './ask-receipt-status';
import { paybillHooksRoutes } from './paybill-hooks.routes';
import { findReceiptById } from './paybill-receipts.repository';
import { paybillRoutes } from './paybill.routes';
import { RECONCILE_PAYBILL_EVERY_MS, RECONCILE_PAYBILL_JOB, reconcilePaybill } from './reconcile-paybill';
import { RECEIPT_STATUS_JOB, recordReceiptStatus } from './record-receipt-status';
import { registerPaybillUrls } from './register-paybill-urls';
import {
  RECEIPT_REVERSAL_RESULT_JOB,
  RECEIPT_REVERSAL_STATUS_JOB,
  SEND_RECEIPT_REVERSAL_JOB,
  recordReceiptReversalResult,
  recordReceiptReversalStatus,
  sendReceiptReversal,
} from './reverse-receipt';

export async function registerPaybill(app: FastifyInstance, deps: PaymentsDeps): Promise<void> {
  const { jobs } = deps.ctx;
  jobs.register<{ receiptId: number }>(
    ASK_RECEIPT_STATUS_JOB,
    async ({ receiptId }) => {
      const receipt = await findReceiptById(deps.ctx.db, receiptId);
      if (receipt) await askReceiptStatus({ deps, receipt });
    },
    { maxAttempts: 5, backoffMs: 5000 },
  );
  jobs.register<{ transId: string; status: TransactionStatusResult }>(RECEIPT_STATUS_JOB, (payload) => recordReceiptStatus({ deps, ...payload }), {
    maxAttempts: 5,
    backoffMs: 5000,
  });
  jobs.register<{ receiptId: number }>(SEND_RECEIPT_REVERSAL_JOB, (payload, job) => sendReceiptReversal({ deps, receiptId: payload.receiptId, job }), {
    maxAttempts: 6,
    backoffMs: 30_000,
  });
  jobs.register<{ attemptId: string; result: ReversalResult | null }>(
    RECEIPT_REVERSAL_RESULT_JOB,
    (payload) => recordReceiptReversalResult({ deps, ...payload }),
    { maxAttempts: 5, backoffMs: 5000 },
  );
  jobs.register<{ attemptId: string; status: TransactionStatusResult }>(
    RECEIPT_REVERSAL_STATUS_JOB,
    (payload) => recordReceiptReversalStatus({ deps, ...payload }),
    { maxAttempts: 5, backoffMs: 5000 },
  );
  jobs.register(
    RECONCILE_PAYBILL_JOB,
    async () => {
      await reconcilePaybill({ deps });
    },
    { everyMs: RECONCILE_PAYBILL_EVERY_MS },
  );

  await app.register(paybillRoutes(deps));
  await app.register(paybillHooksRoutes(deps));
  app.addHook('onListen', async () => {
    await registerPaybillUrls(deps);
  });
}
