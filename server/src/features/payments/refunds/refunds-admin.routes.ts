/** Admin view of refunds: the list (with Daraja's reason for each one M-Pesa refused) and Retry. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../plugins/auth';
import { listRefunds } from './list-refunds';
import type { PaymentsDeps } from '../payments-deps';
import { paymentIdParams } from '@okota/shared/contracts/payments.contract';
import { typedStatuses } from '../payments.repository';
import { portalReversalAnswer, portalReversalBody, refundRetryAnswer, refundsAnswer } from '@okota/shared/contracts/refunds.contract';
import { submitPortalReversal } from './record-portal-reversal';
import { retryRefund } from './retry-refund';
import { security } from '../../../plugins/openapi-security';

export function refundsAdminRoutes(deps: PaymentsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/refunds',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin', 'payments'],
          summary: 'Refunds on their way, refused by M-Pesa (with the reason), and the latest landed',
          security,
          response: { 200: refundsAnswer },
        },
      },
      async () => listRefunds({ db: deps.ctx.db }),
    );

    app.post(
      '/api/admin/refunds/:paymentId/portal-reversal',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin', 'payments'],
          summary: 'Record a reversal made in the M-Pesa portal by its receipt; it counts once Transaction Status confirms it',
          security,
          params: paymentIdParams,
          body: portalReversalBody,
          response: { 202: portalReversalAnswer },
        },
      },
      async (request, reply) => {
        const { paymentId } = request.params;
        const payment = await submitPortalReversal({ deps, adminId: currentUser(request).id, paymentId, receipt: request.body.receipt });
        return reply.status(202).send({
          success: true as const,
          message: 'Asked M-Pesa to confirm this reversal. The refund counts once M-Pesa confirms it.',
          payment: { id: payment.id, status: typedStatuses(payment).status, refundError: payment.refundError },
        });
      },
    );

    app.post(
      '/api/admin/refunds/:paymentId/retry',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin', 'payments'],
          summary: 'Ask M-Pesa again to reverse a refund it refused',
          security,
          params: paymentIdParams,
          response: { 200: refundRetryAnswer },
        },
      },
      async (request) => {
        const payment = await retryRefund({ deps, adminId: currentUser(request).id, paymentId: request.params.paymentId });
        return {
          success: true as const,
          message: 'Refund sent to M-Pesa again',
          payment: { id: payment.id, status: typedStatuses(payment).status, refundOriginatorId: payment.refundOriginatorId, refundError: payment.refundError },
        };
      },
    );
  };
}
