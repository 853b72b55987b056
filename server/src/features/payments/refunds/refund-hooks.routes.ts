/**
 * What Daraja calls about a refund: the reversal's result, its queue timeout, and the Transaction
 * Status answer about it, each at a path holding the per-deployment secret and our attempt id
 * (okota-refund-<paymentId>-<n>), because a "not found" answer names nothing. Each answers at
 * once and leaves the work to a job; a wrong secret looks like any unknown path.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as hooksApi from '@okota/shared/contracts/payment-hooks.api';
import { parseReversalResult, parseTransactionStatusResult } from '../../../integrations/daraja/daraja-callbacks';
import { sendJsonNotFound } from '../../../plugins/error-handler';
import { isSameSecret } from '../callback-secret';
import { registerRoute } from '../../../plugins/register-route';
import type { PaymentsDeps } from '../payments-deps';
import { refundResultJob, refundTimeoutJob } from './record-refund-result';
import { refundStatusJob } from './record-refund-status';
import { refundReceiptStatusJob } from './learn-payment-receipt';
import { portalReversalStatusJob } from './record-portal-reversal';

// The attempt id is read only after the secret matched, so a caller without it learns nothing.
const ATTEMPT_ID = /^okota-refund-\d{1,10}-\d{1,4}$/;
const accepted = { ResultCode: 0, ResultDesc: 'Accepted' };

export function refundHooksRoutes(deps: PaymentsDeps): FastifyPluginAsync {
  return async (app) => {
    await registerRoute(app, hooksApi.refundResult, async (request, reply) => {
      if (!isSameSecret(request.params.secret, await deps.callbackSecret())) return sendJsonNotFound(request, reply);
      if (!ATTEMPT_ID.test(request.params.attemptId)) return reply.status(400).send({ ResultCode: 1, ResultDesc: 'Unknown refund' });
      const parsed = parseReversalResult(request.body);
      if (!parsed.ok) return reply.status(400).send({ ResultCode: 1, ResultDesc: parsed.error });
      await deps.ctx.jobs.enqueue(deps.ctx.db, refundResultJob, { attemptId: request.params.attemptId, result: parsed.value });
      return accepted;
    });

    await registerRoute(app, hooksApi.refundTimeout, async (request, reply) => {
      if (!isSameSecret(request.params.secret, await deps.callbackSecret())) return sendJsonNotFound(request, reply);
      if (!ATTEMPT_ID.test(request.params.attemptId)) return reply.status(400).send({ ResultCode: 1, ResultDesc: 'Unknown refund' });
      const id = (request.body as { Result?: { OriginatorConversationID?: unknown } } | null)?.Result?.OriginatorConversationID;
      if (typeof id !== 'string' || !id || id.length > 100)
        return reply.status(400).send({ ResultCode: 1, ResultDesc: 'Result.OriginatorConversationID is required' });
      await deps.ctx.jobs.enqueue(deps.ctx.db, refundTimeoutJob, { attemptId: request.params.attemptId, originatorConversationId: id });
      return accepted;
    });

    // Transaction Status about a receipt-less payment by its STK ids, and about a reversal an admin made in the portal (docs/decisions/0262).
    await registerRoute(app, hooksApi.refundReceipt, async (request, reply) => {
      if (!isSameSecret(request.params.secret, await deps.callbackSecret())) return sendJsonNotFound(request, reply);
      const parsed = parseTransactionStatusResult(request.body);
      if (!parsed.ok) return reply.status(400).send({ ResultCode: 1, ResultDesc: parsed.error });
      await deps.ctx.jobs.enqueue(deps.ctx.db, refundReceiptStatusJob, { paymentId: request.params.paymentId, status: parsed.value });
      return accepted;
    });

    await registerRoute(app, hooksApi.refundPortal, async (request, reply) => {
      if (!isSameSecret(request.params.secret, await deps.callbackSecret())) return sendJsonNotFound(request, reply);
      const parsed = parseTransactionStatusResult(request.body);
      if (!parsed.ok) return reply.status(400).send({ ResultCode: 1, ResultDesc: parsed.error });
      const { paymentId, receipt } = request.params;
      await deps.ctx.jobs.enqueue(deps.ctx.db, portalReversalStatusJob, { paymentId, receipt, status: parsed.value });
      return accepted;
    });

    await registerRoute(app, hooksApi.refundStatus, async (request, reply) => {
      if (!isSameSecret(request.params.secret, await deps.callbackSecret())) return sendJsonNotFound(request, reply);
      if (!ATTEMPT_ID.test(request.params.attemptId)) return reply.status(400).send({ ResultCode: 1, ResultDesc: 'Unknown refund' });
      const parsed = parseTransactionStatusResult(request.body);
      if (!parsed.ok) return reply.status(400).send({ ResultCode: 1, ResultDesc: parsed.error });
      await deps.ctx.jobs.enqueue(deps.ctx.db, refundStatusJob, { attemptId: request.params.attemptId, status: parsed.value });
      return accepted;
    });
  };
}
