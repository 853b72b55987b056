/**
 * The admins' list of Paybill money that did not buy a payment (held, reversed, rejected), with
 * Retry for a reversal M-Pesa refused (docs/decisions/0232).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { paybillReceiptsAnswer } from '@okota/shared/contracts/payments.contract';
import * as adminPaymentsApi from '@okota/shared/contracts/admin-payments.api';
import { AppError, notFound } from '../../../lib/errors';
import { currentUser } from '../../../plugins/auth';
import { registerRoute } from '../../../plugins/register-route';
import type { PaymentsDeps } from '../payments-deps';
import { findReceiptById, listUnappliedReceipts, retryReversal, type HoldReason, type PaybillReceiptRow } from './paybill-receipts.repository';
import { queueReceiptReversal } from './reverse-receipt';

const receiptView = (row: PaybillReceiptRow) => ({
  ...row,
  status: row.status as z.infer<typeof paybillReceiptsAnswer>['receipts'][number]['status'],
  holdReason: row.holdReason as HoldReason | null,
});

export function paybillAdminRoutes(deps: PaymentsDeps): FastifyPluginAsync {
  return async (app) => {
    await registerRoute(app, adminPaymentsApi.paybillReceipts, async () => ({ receipts: (await listUnappliedReceipts(deps.ctx.db, 200)).map(receiptView) }));

    await registerRoute(app, adminPaymentsApi.retryPaybillReversal, async (request) => {
      const receipt = await findReceiptById(deps.ctx.db, request.params.id);
      if (!receipt) throw notFound('Paybill receipt not found');
      const retried = await retryReversal(deps.ctx.db, receipt);
      if (!retried) throw new AppError('PAYBILL_REVERSAL_NOT_FAILED', 'Only a reversal M-Pesa refused can be retried');
      await queueReceiptReversal(deps, retried);
      request.log.info({ receiptId: retried.id, adminId: currentUser(request).id }, 'Paybill reversal retried by an admin');
      return { success: true as const, message: 'Refund sent to M-Pesa again', receipt: receiptView(retried) };
    });
  };
}
