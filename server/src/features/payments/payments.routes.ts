/**
 * The payment API of docs/product/user-flows.md section 7 and docs/rules.md "Payments": initiate, verify,
 * list, and the claimer's hand-over actions. Routes check who calls and hand over to one
 * operation each.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { disputeSchema, formatKsh, initiatePaymentSchema } from '@okota/shared';
import { currentUser } from '../../plugins/auth';
import { confirmReceipt } from './handover/confirm-receipt';
import { initiatePayment } from './stk/initiate-payment';
import { listMyPayments } from './ledger/list-my-payments';
import { openDispute } from './handover/open-dispute';
import type { PaymentsDeps } from './payments-deps';
import { handoverReply } from './handover/handover-answer';
import { typedStatuses } from './payments.repository';
import { handoverAnswer, initiateAnswer, initiateRefusal, initiateConflict, myPaymentsAnswer, verifyAnswer } from '@okota/shared/contracts/payments.contract';
import { idParams } from '@okota/shared/contracts/ids';
import { verifyPayment } from './stk/verify-payment';
import { security } from '../../plugins/openapi-security';

export function paymentsRoutes(deps: PaymentsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/payments/initiate',
      {
        config: { access: 'user' },
        schema: {
          tags: ['payments'],
          summary: 'Pay the fee for an item by M-Pesa STK push (the approved claimer only)',
          security,
          body: initiatePaymentSchema,
          response: { 200: initiateAnswer, 403: initiateRefusal, 409: initiateConflict },
        },
      },
      async (request) => {
        const { payment, isNew } = await initiatePayment({ deps, user: currentUser(request), ...request.body });
        return {
          success: true as const,
          message: isNew
            ? `Check your phone and enter your M-Pesa PIN to pay ${formatKsh(payment.amount)}.`
            : 'A payment request is already waiting on your phone. Enter your M-Pesa PIN to complete it.',
          payment: { id: payment.id, status: typedStatuses(payment).status, amount: payment.amount },
          simulator: deps.isSimulator,
        };
      },
    );

    app.get(
      '/api/payments/:id/verify',
      {
        config: { access: 'user' },
        schema: {
          tags: ['payments'],
          summary: "A payment's state (its claimer, its finder or an admin); asks Daraja when pending over 30 s",
          security,
          params: idParams,
          response: { 200: verifyAnswer },
        },
      },
      async (request) => verifyPayment({ deps, user: currentUser(request), paymentId: request.params.id }),
    );

    app.get(
      '/api/payments',
      {
        config: { access: 'user' },
        schema: {
          tags: ['payments'],
          summary: 'My payments as claimer and as finder, with totals of completed payments',
          security,
          response: { 200: myPaymentsAnswer },
        },
      },
      async (request) => listMyPayments({ db: deps.ctx.db, userId: currentUser(request).id }),
    );

    app.post(
      '/api/payments/:id/confirm-receipt',
      {
        config: { access: 'user' },
        schema: {
          tags: ['payments'],
          summary: 'The paying claimer confirms the item was handed over: item completed, finder payout queued',
          security,
          params: idParams,
          response: { 200: handoverAnswer },
        },
      },
      async (request) => {
        const payment = await confirmReceipt({ deps, user: currentUser(request), paymentId: request.params.id });
        return handoverReply(payment, 'Thank you! The finder is being paid their reward.');
      },
    );

    app.post(
      '/api/payments/:id/dispute',
      {
        config: { access: 'user' },
        schema: {
          tags: ['payments'],
          summary: 'The paying claimer reports a problem with the hand-over (within 72 hours): the payout is held for admins',
          security,
          params: idParams,
          body: disputeSchema,
          response: { 200: handoverAnswer },
        },
      },
      async (request) => {
        const payment = await openDispute({ deps, user: currentUser(request), paymentId: request.params.id, reason: request.body.reason });
        return handoverReply(payment, 'We have put the payout on hold. Our team will contact you within 2-4 hours.');
      },
    );
  };
}
