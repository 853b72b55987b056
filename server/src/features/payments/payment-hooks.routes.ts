/**
 * What Daraja calls: the STK callback, the B2C result and timeout, and the Transaction Status
 * answer about a payout, at paths holding the per-deployment secret. Each answers at once and
 * leaves the work to a job, so Daraja never waits on our database or on an STK query; a wrong
 * secret looks like any unknown path. Also the simulator's test numbers for the payment dialog.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as hooksApi from '@okota/shared/contracts/payment-hooks.api';
import * as paymentsApi from '@okota/shared/contracts/payments.api';
import { parseB2cResult, parseStkCallback, parseTransactionStatusResult } from '../../integrations/daraja/daraja-callbacks';
import { STK_TEST_NUMBERS } from '../../integrations/daraja/simulator/outcomes';
import { sendJsonNotFound } from '../../plugins/error-handler';
import { registerRoute } from '../../plugins/register-route';
import { isSameSecret } from './callback-secret';
import type { PaymentsDeps } from './payments-deps';
import { payoutResultJob, payoutTimeoutJob } from './payouts/record-payout-result';
import { payoutStatusJob } from './payouts/record-payout-status';
import { stkCallbackJob } from './stk/process-stk-callback';

const accepted = { ResultCode: 0, ResultDesc: 'Accepted' };

export function paymentHooksRoutes(deps: PaymentsDeps): FastifyPluginAsync {
  return async (app) => {
    await registerRoute(app, hooksApi.stk, async (request, reply) => {
      if (!isSameSecret(request.params.secret, await deps.callbackSecret())) return sendJsonNotFound(request, reply);
      const parsed = parseStkCallback(request.body);
      if (!parsed.ok) return reply.status(400).send({ ResultCode: 1, ResultDesc: parsed.error });
      await deps.ctx.jobs.enqueue(deps.ctx.db, stkCallbackJob, { callback: parsed.value });
      return accepted;
    });

    await registerRoute(app, hooksApi.payoutResult, async (request, reply) => {
      if (!isSameSecret(request.params.secret, await deps.callbackSecret())) return sendJsonNotFound(request, reply);
      const parsed = parseB2cResult(request.body);
      if (!parsed.ok) return reply.status(400).send({ ResultCode: 1, ResultDesc: parsed.error });
      await deps.ctx.jobs.enqueue(deps.ctx.db, payoutResultJob, { result: parsed.value });
      return accepted;
    });

    await registerRoute(app, hooksApi.payoutTimeout, async (request, reply) => {
      if (!isSameSecret(request.params.secret, await deps.callbackSecret())) return sendJsonNotFound(request, reply);
      const id = (request.body as { Result?: { OriginatorConversationID?: unknown } } | null)?.Result?.OriginatorConversationID;
      if (typeof id !== 'string' || !id || id.length > 100)
        return reply.status(400).send({ ResultCode: 1, ResultDesc: 'Result.OriginatorConversationID is required' });
      await deps.ctx.jobs.enqueue(deps.ctx.db, payoutTimeoutJob, { originatorConversationId: id });
      return accepted;
    });

    // The payout asked about is named by our own path: a "not found" answer names nothing.
    await registerRoute(app, hooksApi.payoutStatus, async (request, reply) => {
      if (!isSameSecret(request.params.secret, await deps.callbackSecret())) return sendJsonNotFound(request, reply);
      const parsed = parseTransactionStatusResult(request.body);
      if (!parsed.ok) return reply.status(400).send({ ResultCode: 1, ResultDesc: parsed.error });
      const { originatorConversationId } = request.params;
      await deps.ctx.jobs.enqueue(deps.ctx.db, payoutStatusJob, { originatorConversationId, status: parsed.value });
      return accepted;
    });

    await registerRoute(app, paymentsApi.simulator, async () =>
      deps.isSimulator ? { enabled: true, testNumbers: STK_TEST_NUMBERS } : { enabled: false, testNumbers: [] },
    );
  };
}
