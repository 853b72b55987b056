/** Admin view of refunds: the list (with Daraja's reason for each one M-Pesa refused) and Retry. */
import type { FastifyPluginAsync } from 'fastify';
import * as adminPaymentsApi from '@okota/shared/contracts/admin-payments.api';
import { registerRoute } from '../../../plugins/register-route';
import { currentUser } from '../../../plugins/auth';
import { listRefunds } from './list-refunds';
import type { PaymentsDeps } from '../payments-deps';
import { typedStatuses } from '../payments.repository';
import { submitPortalReversal } from './record-portal-reversal';
import { retryRefund } from './retry-refund';

export function refundsAdminRoutes(deps: PaymentsDeps): FastifyPluginAsync {
  return async (app) => {
    await registerRoute(app, adminPaymentsApi.refundList, async () => listRefunds({ db: deps.ctx.db }));

    await registerRoute(app, adminPaymentsApi.recordPortalReversal, async (request, reply) => {
      const { paymentId } = request.params;
      const payment = await submitPortalReversal({ deps, adminId: currentUser(request).id, paymentId, receipt: request.body.receipt });
      return reply.status(202).send({
        success: true as const,
        message: 'Asked M-Pesa to confirm this reversal. The refund counts once M-Pesa confirms it.',
        payment: { id: payment.id, status: typedStatuses(payment).status, refundError: payment.refundError },
      });
    });

    await registerRoute(app, adminPaymentsApi.retryRefund, async (request) => {
      const payment = await retryRefund({ deps, adminId: currentUser(request).id, paymentId: request.params.paymentId });
      return {
        success: true as const,
        message: 'Refund sent to M-Pesa again',
        payment: { id: payment.id, status: typedStatuses(payment).status, refundOriginatorId: payment.refundOriginatorId, refundError: payment.refundError },
      };
    });
  };
}
