/** Admin view of finder payouts: lists by state, retry a failed payout, settle a dispute. */
import type { FastifyPluginAsync } from 'fastify';
import * as adminPaymentsApi from '@okota/shared/contracts/admin-payments.api';
import { registerRoute } from '../../../plugins/register-route';
import { currentUser } from '../../../plugins/auth';
import { listPayouts } from './list-payouts';
import type { PaymentsDeps } from '../payments-deps';
import { handoverReply } from '../handover/handover-answer';
import { resolveDispute } from '../handover/resolve-dispute';
import { retryPayout } from './retry-payout';

export function payoutsAdminRoutes(deps: PaymentsDeps): FastifyPluginAsync {
  return async (app) => {
    await registerRoute(app, adminPaymentsApi.payoutList, async () => listPayouts({ db: deps.ctx.db }));

    await registerRoute(app, adminPaymentsApi.retryPayout, async (request) => {
      const payment = await retryPayout({ deps, adminId: currentUser(request).id, paymentId: request.params.paymentId });
      return handoverReply(payment, 'Payout queued again');
    });

    await registerRoute(app, adminPaymentsApi.resolveDispute, async (request) => {
      const { resolution, note } = request.body;
      const payment = await resolveDispute({ deps, adminId: currentUser(request).id, paymentId: request.params.id, resolution, note });
      return handoverReply(payment, resolution === 'refund' ? 'Refund sent to M-Pesa' : 'Payout released');
    });
  };
}
