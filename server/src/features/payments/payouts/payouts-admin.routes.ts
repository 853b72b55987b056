/** Admin view of finder payouts: lists by state, retry a failed payout, settle a dispute. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resolveDisputeSchema } from '@okota/shared';
import { currentUser } from '../../../plugins/auth';
import { listPayouts } from './list-payouts';
import type { PaymentsDeps } from '../payments-deps';
import { handoverReply } from '../handover/handover-answer';
import { handoverAnswer, paymentIdParams, payoutsAnswer } from '@okota/shared/contracts/payments.contract';
import { idParams } from '@okota/shared/contracts/ids';
import { resolveDispute } from '../handover/resolve-dispute';
import { retryPayout } from './retry-payout';
import { security } from '../../../plugins/openapi-security';

export function payoutsAdminRoutes(deps: PaymentsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/payouts',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin', 'payments'],
          summary: 'Finder payouts: held, queued, failed, disputed, latest paid and refunded',
          security,
          response: { 200: payoutsAnswer },
        },
      },
      async () => listPayouts({ db: deps.ctx.db }),
    );

    app.post(
      '/api/admin/payouts/:paymentId/retry',
      {
        config: { access: 'admin' },
        schema: { tags: ['admin', 'payments'], summary: 'Send a failed payout again', security, params: paymentIdParams, response: { 200: handoverAnswer } },
      },
      async (request) => {
        const payment = await retryPayout({ deps, adminId: currentUser(request).id, paymentId: request.params.paymentId });
        return handoverReply(payment, 'Payout queued again');
      },
    );

    app.post(
      '/api/admin/payments/:id/resolve-dispute',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin', 'payments'],
          summary: 'Settle a hand-over dispute: refund the claimer or release the payout to the finder',
          security,
          params: idParams,
          body: resolveDisputeSchema,
          response: { 200: handoverAnswer },
        },
      },
      async (request) => {
        const { resolution, note } = request.body;
        const payment = await resolveDispute({ deps, adminId: currentUser(request).id, paymentId: request.params.id, resolution, note });
        return handoverReply(payment, resolution === 'refund' ? 'Refund sent to M-Pesa' : 'Payout released');
      },
    );
  };
}
