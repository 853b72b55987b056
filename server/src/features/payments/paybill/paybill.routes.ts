/**
 * Paying by Paybill (docs/rules.md "Paying by Paybill"): the claimer's request for an account
 * number, and the admins' list of Paybill money that did not buy a payment (held, reversed,
 * rejected) with Retry for a reversal M-Pesa refused.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dbId } from '@okota/shared/contracts/ids';
import { paybillReceiptsAnswer, paybillRetryAnswer } from '@okota/shared/contracts/payments.contract';
import * as paymentsApi from '@okota/shared/contracts/payments.api';
import { AppError, notFound } from '../../../lib/errors';
import { currentUser } from '../../../plugins/auth';
import { security } from '../../../plugins/openapi-security';
import { registerRoute } from '../../../plugins/register-route';
import type { PaymentsDeps } from '../payments-deps';
import { findReceiptById, listUnappliedReceipts, retryReversal, type HoldReason, type PaybillReceiptRow } from './paybill-receipts.repository';
import { requestPaybill } from './request-paybill';
import { queueReceiptReversal } from './reverse-receipt';

const receiptView = (row: PaybillReceiptRow) => ({
  ...row,
  status: row.status as z.infer<typeof paybillReceiptsAnswer>['receipts'][number]['status'],
  holdReason: row.holdReason as HoldReason | null,
});

export function paybillRoutes(deps: PaymentsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await registerRoute(app, paymentsApi.paybill, async (request) => {
      const payment = await requestPaybill({ deps, user: currentUser(request), itemId: request.body.itemId });
      return {
        payment: { id: payment.id, status: 'pending' as const },
        paybill: { businessNumber: deps.settings.shortcode, accountNumber: payment.paybillAccount!, amount: payment.amount },
        simulator: deps.isSimulator,
      };
    });

    app.get(
      '/api/admin/paybill-receipts',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin', 'payments'],
          summary: 'Paybill money that bought no payment: held and sent back, or rejected as not confirmed by M-Pesa',
          security,
          response: { 200: paybillReceiptsAnswer },
        },
      },
      async () => ({ receipts: (await listUnappliedReceipts(deps.ctx.db, 200)).map(receiptView) }),
    );

    app.post(
      '/api/admin/paybill-receipts/:id/retry',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin', 'payments'],
          summary: 'Ask M-Pesa again to reverse held Paybill money it refused to reverse',
          security,
          params: z.object({ id: dbId }),
          response: { 200: paybillRetryAnswer },
        },
      },
      async (request) => {
        const receipt = await findReceiptById(deps.ctx.db, request.params.id);
        if (!receipt) throw notFound('Paybill receipt not found');
        const retried = await retryReversal(deps.ctx.db, receipt);
        if (!retried) throw new AppError('PAYBILL_REVERSAL_NOT_FAILED', 'Only a reversal M-Pesa refused can be retried');
        await queueReceiptReversal(deps, retried);
        request.log.info({ receiptId: retried.id, adminId: currentUser(request).id }, 'Paybill reversal retried by an admin');
        return { success: true as const, message: 'Refund sent to M-Pesa again', receipt: receiptView(retried) };
      },
    );
  };
}
