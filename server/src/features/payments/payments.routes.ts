/**
 * The payment API of docs/product/user-flows.md section 7 and docs/rules.md "Payments": initiate, verify,
 * list, and the claimer's hand-over actions. Routes check who calls and hand over to one
 * operation each.
 */
import type { FastifyPluginAsync } from 'fastify';
import { formatKsh } from '@okota/shared';
import * as paymentsApi from '@okota/shared/contracts/payments.api';
import { currentUser } from '../../plugins/auth';
import { registerRoute } from '../../plugins/register-route';
import { confirmReceipt } from './handover/confirm-receipt';
import { initiatePayment } from './stk/initiate-payment';
import { listMyPayments } from './ledger/list-my-payments';
import { openDispute } from './handover/open-dispute';
import type { PaymentsDeps } from './payments-deps';
import { handoverReply } from './handover/handover-answer';
import { typedStatuses } from './payments.repository';
import { verifyPayment } from './stk/verify-payment';

export function paymentsRoutes(deps: PaymentsDeps): FastifyPluginAsync {
  return async (app) => {
    await registerRoute(app, paymentsApi.initiate, async (request) => {
      const { payment, isNew } = await initiatePayment({ deps, user: currentUser(request), ...request.body });
      return {
        success: true as const,
        message: isNew
          ? `Check your phone and enter your M-Pesa PIN to pay ${formatKsh(payment.amount)}.`
          : 'A payment request is already waiting on your phone. Enter your M-Pesa PIN to complete it.',
        payment: { id: payment.id, status: typedStatuses(payment).status, amount: payment.amount },
        simulator: deps.isSimulator,
      };
    });

    await registerRoute(app, paymentsApi.verify, async (request) => verifyPayment({ deps, user: currentUser(request), paymentId: request.params.id }));

    await registerRoute(app, paymentsApi.mine, async (request) => listMyPayments({ db: deps.ctx.db, userId: currentUser(request).id }));

    await registerRoute(app, paymentsApi.confirmReceipt, async (request) => {
      const payment = await confirmReceipt({ deps, user: currentUser(request), paymentId: request.params.id });
      return handoverReply(payment, 'Thank you! The finder is being paid their reward.');
    });

    await registerRoute(app, paymentsApi.dispute, async (request) => {
      const payment = await openDispute({ deps, user: currentUser(request), paymentId: request.params.id, reason: request.body.reason });
      return handoverReply(payment, 'We have put the payout on hold. Our team will contact you within 2-4 hours.');
    });
  };
}
