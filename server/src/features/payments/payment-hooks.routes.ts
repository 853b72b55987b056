/**
 * What Daraja calls: the STK callback, the B2C result and timeout, and the Transaction Status
 * answer about a payout, at paths holding the per-deployment secret. Each answers at once and
 * leaves the work to a job, so Daraja never waits on our database or on an STK query; a wrong
 * secret looks like any unknown path.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseB2cResult, parseStkCallback, parseTransactionStatusResult } from '../../integrations/daraja/daraja-callbacks';
import { STK_TEST_NUMBERS } from '../../integrations/daraja/simulator/outcomes';
import { sendJsonNotFound } from '../../plugins/error-handler';
import { isSameSecret } from './callback-secret';
import { HOOKS_PATH, type PaymentsDeps } from './payments-deps';
import { hookAck, simulatorInfo } from '@okota/shared/contracts/payments.contract';
import { payoutResultJob, payoutTimeoutJob } from './payouts/record-payout-result';
import { payoutStatusJob } from './payouts/record-payout-status';
import { stkCallbackJob } from './stk/process-stk-callback';

const secretParams = z.object({ secret: z.string().max(200) });
const statusParams = secretParams.extend({ originatorConversationId: z.string().min(1).max(100) });
const accepted = { ResultCode: 0, ResultDesc: 'Accepted' };

export function paymentHooksRoutes(deps: PaymentsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // A body the server cannot even parse (bad JSON, `__proto__`) gets the error handler's {message}.
    const hook = {
      hide: true,
      params: secretParams,
      body: z.unknown(),
      response: { 200: hookAck, 400: z.union([hookAck, z.object({ message: z.string() })]) },
    };

    app.post(`${HOOKS_PATH}/:secret/stk`, { config: { access: 'callback' }, schema: hook }, async (request, reply) => {
      if (!isSameSecret(request.params.secret, await deps.callbackSecret())) return sendJsonNotFound(request, reply);
      const parsed = parseStkCallback(request.body);
      if (!parsed.ok) return reply.status(400).send({ ResultCode: 1, ResultDesc: parsed.error });
      await deps.ctx.jobs.enqueue(deps.ctx.db, stkCallbackJob, { callback: parsed.value });
      return accepted;
    });

    app.post(`${HOOKS_PATH}/:secret/payout-result`, { config: { access: 'callback' }, schema: hook }, async (request, reply) => {
      if (!isSameSecret(request.params.secret, await deps.callbackSecret())) return sendJsonNotFound(request, reply);
      const parsed = parseB2cResult(request.body);
      if (!parsed.ok) return reply.status(400).send({ ResultCode: 1, ResultDesc: parsed.error });
      await deps.ctx.jobs.enqueue(deps.ctx.db, payoutResultJob, { result: parsed.value });
      return accepted;
    });

    app.post(`${HOOKS_PATH}/:secret/payout-timeout`, { config: { access: 'callback' }, schema: hook }, async (request, reply) => {
      if (!isSameSecret(request.params.secret, await deps.callbackSecret())) return sendJsonNotFound(request, reply);
      const id = (request.body as { Result?: { OriginatorConversationID?: unknown } } | null)?.Result?.OriginatorConversationID;
      if (typeof id !== 'string' || !id || id.length > 100)
        return reply.status(400).send({ ResultCode: 1, ResultDesc: 'Result.OriginatorConversationID is required' });
      await deps.ctx.jobs.enqueue(deps.ctx.db, payoutTimeoutJob, { originatorConversationId: id });
      return accepted;
    });

    // The payout asked about is named by our own path: a "not found" answer names nothing.
    app.post(
      `${HOOKS_PATH}/:secret/payout-status/:originatorConversationId`,
      { config: { access: 'callback' }, schema: { ...hook, params: statusParams } },
      async (request, reply) => {
        if (!isSameSecret(request.params.secret, await deps.callbackSecret())) return sendJsonNotFound(request, reply);
        const parsed = parseTransactionStatusResult(request.body);
        if (!parsed.ok) return reply.status(400).send({ ResultCode: 1, ResultDesc: parsed.error });
        const { originatorConversationId } = request.params;
        await deps.ctx.jobs.enqueue(deps.ctx.db, payoutStatusJob, { originatorConversationId, status: parsed.value });
        return accepted;
      },
    );

    app.get(
      '/api/public/payment-simulator',
      {
        config: { access: 'public', readOnly: true },
        schema: { tags: ['public'], summary: 'In simulator mode, the test phone numbers and the outcome each one gives', response: { 200: simulatorInfo } },
      },
      async () => (deps.isSimulator ? { enabled: true, testNumbers: STK_TEST_NUMBERS } : { enabled: false, testNumbers: [] }),
    );
  };
}
