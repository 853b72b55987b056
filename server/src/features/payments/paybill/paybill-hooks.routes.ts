/**
 * What M-Pesa calls about our Paybill, under the secret path segment: the C2B validation and
 * confirmation, the Transaction Status answer about a receipt, and a held receipt's reversal
 * result, timeout and status. A wrong secret looks like any unknown path. Each answers at once;
 * a confirmation is recorded (once per TransID, so a replay does nothing) and only makes us ask
 * Transaction Status.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as hooksApi from '@okota/shared/contracts/payment-hooks.api';
import { parseC2bConfirmation } from '../../../integrations/daraja/daraja-c2b';
import { parseReversalResult, parseTransactionStatusResult } from '../../../integrations/daraja/daraja-callbacks';
import { sendJsonNotFound } from '../../../plugins/error-handler';
import { registerRoute } from '../../../plugins/register-route';
import { isSameSecret } from '../callback-secret';
import type { PaymentsDeps } from '../payments-deps';
import { askReceiptStatusJob } from './ask-receipt-status';
import { insertReceipt } from './paybill-receipts.repository';
import { receiptStatusJob } from './record-receipt-status';
import { receiptReversalResultJob, receiptReversalStatusJob } from './reverse-receipt';

const ATTEMPT_ID = /^okota-c2b-\d{1,10}-\d{1,4}$/;

export function paybillHooksRoutes(deps: PaymentsDeps): FastifyPluginAsync {
  return async (app) => {
    const refused = (error: string) => ({ ResultCode: 1, ResultDesc: error });

    // Every payment is accepted here: an unknown account or a wrong amount is refunded after the
    // confirmation, where it is also handled on shortcodes without external validation.
    await registerRoute(app, hooksApi.paybillValidation, async (request, reply) => {
      if (!isSameSecret(request.params.secret, await deps.callbackSecret())) return sendJsonNotFound(request, reply);
      if (!parseC2bConfirmation(request.body).ok)
        return reply.status(400).send({ ResultCode: 'C2B00016', ResultDesc: 'Rejected: not a C2B validation request' });
      return { ResultCode: '0', ResultDesc: 'Accepted' };
    });

    await registerRoute(app, hooksApi.paybillConfirmation, async (request, reply) => {
      if (!isSameSecret(request.params.secret, await deps.callbackSecret())) return sendJsonNotFound(request, reply);
      const parsed = parseC2bConfirmation(request.body);
      if (!parsed.ok) return reply.status(400).send(refused(parsed.error));
      const confirmation = parsed.value;
      if (confirmation.shortcode !== deps.settings.shortcode) {
        request.log.warn({ shortcode: confirmation.shortcode }, 'C2B confirmation for another shortcode ignored');
        return { ResultCode: 0, ResultDesc: 'Success' };
      }
      await deps.ctx.db.transaction(async (tx) => {
        const receipt = await insertReceipt(tx, {
          transId: confirmation.transId,
          claimedAccount: confirmation.billRefNumber.slice(0, 40),
          claimedAmount: confirmation.rawAmount.slice(0, 20),
          msisdn: confirmation.msisdn,
        });
        if (receipt) await deps.ctx.jobs.enqueue(tx, askReceiptStatusJob, { receiptId: receipt.id }, { dedupeKey: `paybill-ask:${receipt.id}` });
      });
      return { ResultCode: 0, ResultDesc: 'Success' };
    });

    await registerRoute(app, hooksApi.paybillStatus, async (request, reply) => {
      if (!isSameSecret(request.params.secret, await deps.callbackSecret())) return sendJsonNotFound(request, reply);
      const parsed = parseTransactionStatusResult(request.body);
      if (!parsed.ok) return reply.status(400).send(refused(parsed.error));
      await deps.ctx.jobs.enqueue(deps.ctx.db, receiptStatusJob, { transId: request.params.transId.toUpperCase(), status: parsed.value });
      return { ResultCode: 0, ResultDesc: 'Accepted' };
    });

    for (const kind of ['reversal-result', 'reversal-timeout'] as const) {
      const route = kind === 'reversal-result' ? hooksApi.paybillReversalResult : hooksApi.paybillReversalTimeout;
      await registerRoute(app, route, async (request, reply) => {
        if (!isSameSecret(request.params.secret, await deps.callbackSecret())) return sendJsonNotFound(request, reply);
        if (!ATTEMPT_ID.test(request.params.attemptId)) return reply.status(400).send(refused('Unknown refund'));
        // A timeout is not a failure: both only make us ask Transaction Status.
        const parsed = kind === 'reversal-result' ? parseReversalResult(request.body) : undefined;
        if (parsed && !parsed.ok) return reply.status(400).send(refused(parsed.error));
        const timeoutId = (request.body as { Result?: { OriginatorConversationID?: unknown } } | null)?.Result?.OriginatorConversationID;
        if (!parsed && (typeof timeoutId !== 'string' || !timeoutId || timeoutId.length > 100))
          return reply.status(400).send(refused('Result.OriginatorConversationID is required'));
        await deps.ctx.jobs.enqueue(deps.ctx.db, receiptReversalResultJob, {
          attemptId: request.params.attemptId,
          result: parsed?.ok ? parsed.value : null,
        });
        return { ResultCode: 0, ResultDesc: 'Accepted' };
      });
    }

    await registerRoute(app, hooksApi.paybillReversalStatus, async (request, reply) => {
      if (!isSameSecret(request.params.secret, await deps.callbackSecret())) return sendJsonNotFound(request, reply);
      if (!ATTEMPT_ID.test(request.params.attemptId)) return reply.status(400).send(refused('Unknown refund'));
      const parsed = parseTransactionStatusResult(request.body);
      if (!parsed.ok) return reply.status(400).send(refused(parsed.error));
      await deps.ctx.jobs.enqueue(deps.ctx.db, receiptReversalStatusJob, { attemptId: request.params.attemptId, status: parsed.value });
      return { ResultCode: 0, ResultDesc: 'Accepted' };
    });
  };
}
