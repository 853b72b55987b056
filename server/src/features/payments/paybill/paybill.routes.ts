/**
 * Paying by Paybill (docs/rules.md "Paying by Paybill"): the claimer's request for an account
 * number. The admins' list of Paybill money that bought no payment is paybill-admin.routes.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as paymentsApi from '@okota/shared/contracts/payments.api';
import { currentUser } from '../../../plugins/auth';
import { registerRoute } from '../../../plugins/register-route';
import type { PaymentsDeps } from '../payments-deps';
import { requestPaybill } from './request-paybill';

export function paybillRoutes(deps: PaymentsDeps): FastifyPluginAsync {
  return async (app) => {
    await registerRoute(app, paymentsApi.paybill, async (request) => {
      const payment = await requestPaybill({ deps, user: currentUser(request), itemId: request.body.itemId });
      return {
        payment: { id: payment.id, status: 'pending' as const },
        paybill: { businessNumber: deps.settings.shortcode, accountNumber: payment.paybillAccount!, amount: payment.amount },
        simulator: deps.isSimulator,
      };
    });
  };
}
