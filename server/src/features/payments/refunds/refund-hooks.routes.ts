/**
 * What Daraja calls about a refund: the reversal's result, its queue timeout, and the Transaction
 * Status answer about it, each at a path holding the per-deployment secret and our attempt id
 * (okota-refund-<paymentId>-<n>), because a "not found" answer names nothing. Each answers at
 * once and leaves the work to a job; a wrong secret looks like any unknown path.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseReversalResult, parseTransactionStatusResult } from '../../../integrations/daraja/daraja-callbacks';
import { sendJsonNotFound } from '../../../plugins/error-handler';
import { isSameSecret } from '../callback-secret';
import { HOOKS_PATH, type PaymentsDeps } from '../payments-deps';
import { hookAck } from '@okota/shared/contracts/payments.contract';
import { refundResultJob, refundTimeoutJob } from './record-refund-result';
import { refundStatusJob } from './record-refund-status';
import { refundReceiptStatusJob } from './learn-payment-receipt';
import { portalReversalStatusJob } from './record-portal-reversal';

// The attempt id is read only after the secret matched, so a caller without it learns nothing.
const params = z.object({ secret: z.string().max(200), attemptId: z.string().min(1).max(100) });
const ATTEMPT_ID = /^okota-refund-\d{1,10}-\d{1,4}$/;
const accepted = { ResultCode: 0, ResultDesc: 'Accepted' };

export function refundHooksRoutes(deps: PaymentsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const hook = { hide: true, params, body: z.unknown(), response: { 200: hookAck, 400: z.union([hookAck, z.object({ message: z.string() })]) } };
    const opts = { config: { access: 'callback' as const }, schema: hook };

    app.post(`${HOOKS_PATH}/:secret/refund-result/:attemptId`, opts, async (request, reply) => {
      if (!isSameSecret(request.params.secret, await deps.callbackSecret())) return sendJsonNotFound(request, reply);
      if (!ATTEMPT_ID.test(request.params.attemptId)) return reply.status(400).send({ ResultCode: 1, ResultDesc: 'Unknown refund' });
      const parsed = parseReversalResult(request.body);
      if (!parsed.ok) return reply.status(400).send({ ResultCode: 1, ResultDesc: parsed.error });
      await deps.ctx.jobs.enqueue(deps.ctx.db, refundResultJob, { attemptId: request.params.attemptId, result: parsed.value });
      return accepted;
    });

    app.post(`${HOOKS_PATH}/:secret/refund-timeout/:attemptId`, opts, async (request, reply) => {
      if (!isSameSecret(request.params.secret, await deps.callbackSecret())) return sendJsonNotFound(request, reply);
      if (!ATTEMPT_ID.test(request.params.attemptId)) return reply.status(400).send({ ResultCode: 1, ResultDesc: 'Unknown refund' });
      const id = (request.body as { Result?: { OriginatorConversationID?: unknown } } | null)?.Result?.OriginatorConversationID;
      if (typeof id !== 'string' || !id || id.length > 100)
        return reply.status(400).send({ ResultCode: 1, ResultDesc: 'Result.OriginatorConversationID is required' });
      await deps.ctx.jobs.enqueue(deps.ctx.db, refundTimeoutJob, { attemptId: request.params.attemptId, originatorConversationId: id });
      return accepted;
    });

    // Transaction Status about a receipt-less payment by its STK ids, and about a reversal an admin made in the portal (docs/decisions/0262).
    const paymentParams = z.object({ secret: z.string().max(200), paymentId: z.coerce.number().int().positive().max(2_147_483_647) });
    const statusOpts = { config: { access: 'callback' as const }, schema: { ...hook, params: paymentParams } };
    app.post(`${HOOKS_PATH}/:secret/refund-receipt/:paymentId`, statusOpts, async (request, reply) => {
      if (!isSameSecret(request.params.secret, await deps.callbackSecret())) return sendJsonNotFound(request, reply);
      const parsed = parseTransactionStatusResult(request.body);
      if (!parsed.ok) return reply.status(400).send({ ResultCode: 1, ResultDesc: parsed.error });
      await deps.ctx.jobs.enqueue(deps.ctx.db, refundReceiptStatusJob, { paymentId: request.params.paymentId, status: parsed.value });
      return accepted;
    });

    const portalOpts = {
      config: { access: 'callback' as const },
      schema: { ...hook, params: paymentParams.extend({ receipt: z.string().regex(/^[A-Z0-9]{10}$/) }) },
    };
    app.post(`${HOOKS_PATH}/:secret/refund-portal/:paymentId/:receipt`, portalOpts, async (request, reply) => {
      if (!isSameSecret(request.params.secret, await deps.callbackSecret())) return sendJsonNotFound(request, reply);
      const parsed = parseTransactionStatusResult(request.body);
      if (!parsed.ok) return reply.status(400).send({ ResultCode: 1, ResultDesc: parsed.error });
      const { paymentId, receipt } = request.params;
      await deps.ctx.jobs.enqueue(deps.ctx.db, portalReversalStatusJob, { paymentId, receipt, status: parsed.value });
      return accepted;
    });

    app.post(`${HOOKS_PATH}/:secret/refund-status/:attemptId`, opts, async (request, reply) => {
      if (!isSameSecret(request.params.secret, await deps.callbackSecret())) return sendJsonNotFound(request, reply);
      if (!ATTEMPT_ID.test(request.params.attemptId)) return reply.status(400).send({ ResultCode: 1, ResultDesc: 'Unknown refund' });
      const parsed = parseTransactionStatusResult(request.body);
      if (!parsed.ok) return reply.status(400).send({ ResultCode: 1, ResultDesc: parsed.error });
      await deps.ctx.jobs.enqueue(deps.ctx.db, refundStatusJob, { attemptId: request.params.attemptId, status: parsed.value });
      return accepted;
    });
  };
}
