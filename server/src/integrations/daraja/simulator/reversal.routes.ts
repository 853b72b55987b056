/**
 * Transaction Reversal (docs/reference/mpesa-daraja.md §6): the request is validated the way Daraja validates it
 * (including the misspelled RecieverIdentifierType), answered at once with Daraja's ids, and the
 * result goes to the ResultURL later in the `Result` envelope, its ResultCode a string on failure
 * ("R000002"). The paying phone decides the outcome (outcomes.ts); a payment is reversed once.
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { eatTimestamp } from '../daraja-format';
import { REVERSAL_RESULTS, reversalOutcomeFor } from './outcomes';
import { conversationId, receiptNumber, type ReversalTransaction } from './simulator-state';
import type { SimulatorScope } from './simulator-scope';
import { isHttpUrl } from './stk.routes';

type Body = Record<string, unknown>;

export function registerReversalRoutes(app: FastifyInstance, scope: SimulatorScope): void {
  const { state, settings, fail } = scope;
  const invalid = (reply: FastifyReply, field: string) => fail(reply, 400, '400.002.02', `Bad Request - Invalid ${field}`);

  app.post('/mpesa/reversal/v1/request', { config: { access: 'development' }, schema: { hide: true } }, async (request, reply) => {
    state.stats.reversal++;
    if (!scope.admit(request, reply, 'reversal')) return reply;
    const body = (request.body ?? {}) as Body;
    if (typeof body.Initiator !== 'string' || !body.Initiator) return invalid(reply, 'Initiator');
    if (typeof body.SecurityCredential !== 'string' || !body.SecurityCredential) return invalid(reply, 'SecurityCredential');
    if (body.CommandID !== 'TransactionReversal') return invalid(reply, 'CommandID');
    const receipt = typeof body.TransactionID === 'string' ? body.TransactionID.trim() : '';
    if (!receipt || receipt.length > 50) return invalid(reply, 'TransactionID');
    const amount = Number(body.Amount);
    if (!Number.isInteger(amount) || amount < 1) return invalid(reply, 'Amount');
    if (String(body.ReceiverParty ?? '') !== settings.shortcode) return invalid(reply, 'ReceiverParty');
    // Daraja's own spelling; a client that "fixes" it is refused, as Daraja would.
    if (String(body.RecieverIdentifierType ?? '') !== '11') return invalid(reply, 'RecieverIdentifierType');
    if (!isHttpUrl(body.ResultURL)) return invalid(reply, 'ResultURL');
    if (!isHttpUrl(body.QueueTimeOutURL)) return invalid(reply, 'QueueTimeOutURL');
    if (typeof body.Remarks !== 'string' || body.Remarks.length < 2 || body.Remarks.length > 100) return invalid(reply, 'Remarks');
    if (body.Occasion !== undefined && (typeof body.Occasion !== 'string' || body.Occasion.length > 100)) return invalid(reply, 'Occasion');

    // An STK payment or a customer's Paybill payment (C2B) can be reversed alike.
    const payment = [...state.stk.values()].find((t) => t.result?.receipt === receipt) ?? state.c2b.get(receipt);
    if (payment && payment.amount !== amount) return invalid(reply, 'Amount');
    const earlier = [...state.reversals.values()].filter((r) => r.originalTransactionId === receipt);
    const reversal: ReversalTransaction = {
      originatorConversationId: `${randomInt(1000, 9999)}-${randomInt(1_000_000, 9_999_999)}-1`,
      conversationId: conversationId(),
      originalTransactionId: receipt,
      amount,
      msisdn: payment?.msisdn ?? '',
      resultUrl: body.ResultURL as string,
      queueTimeoutUrl: body.QueueTimeOutURL as string,
      createdAt: new Date().toISOString(),
      resultsSent: 0,
    };
    state.reversals.set(reversal.originatorConversationId, reversal);
    // Wrong initiator credentials are reported in the result, not in the answer, as for B2C.
    const credentialsValid = body.Initiator === settings.initiatorName && body.SecurityCredential === settings.securityCredential;
    const outcome = reversalOutcomeFor(reversal.msisdn, earlier.length);
    const delivery = state.nextDelivery();
    state.later(delivery.delayMs, async () => {
      if (delivery.mode === 'timeout') {
        await state.post(reversal.queueTimeoutUrl, reversalTimeoutBody(reversal));
        return;
      }
      const settled = earlier.some((r) => r.result?.resultCode === 0);
      const result = !credentialsValid
        ? { resultCode: 2001, resultDesc: 'The initiator information is invalid.' }
        : !payment
          ? REVERSAL_RESULTS.failure
          : settled
            ? REVERSAL_RESULTS.alreadyReversed
            : outcome === 'failure'
              ? REVERSAL_RESULTS.failure
              : REVERSAL_RESULTS.success;
      reversal.result = { ...result, receipt: receiptNumber() };
      if (delivery.mode === 'drop') return;
      if (outcome === 'timeout' && result.resultCode === 0) {
        await state.post(reversal.queueTimeoutUrl, reversalTimeoutBody(reversal));
        return;
      }
      await sendReversalResult(scope, reversal);
      if (delivery.mode === 'duplicate') await sendReversalResult(scope, reversal);
    });
    return {
      OriginatorConversationID: reversal.originatorConversationId,
      ConversationID: reversal.conversationId,
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    };
  });
}

export async function sendReversalResult(scope: Pick<SimulatorScope, 'state' | 'settings'>, reversal: ReversalTransaction): Promise<void> {
  reversal.resultsSent++;
  await scope.state.post(reversal.resultUrl, reversalResultBody(reversal, scope.settings.shortcode));
}

/** The DOCS Reversal result: ResultParameters only on success, naming the original transaction. */
export function reversalResultBody(reversal: ReversalTransaction, shortcode: string) {
  const result = reversal.result!;
  const success = result.resultCode === 0;
  return {
    Result: {
      ResultType: 0,
      ResultCode: result.resultCode,
      ResultDesc: result.resultDesc,
      OriginatorConversationID: reversal.originatorConversationId,
      ConversationID: reversal.conversationId,
      TransactionID: result.receipt,
      ...(success
        ? {
            ResultParameters: {
              ResultParameter: [
                { Key: 'DebitAccountBalance', Value: 'Utility Account|KES|51661.00|51661.00|0.00|0.00' },
                { Key: 'Amount', Value: reversal.amount },
                { Key: 'TransCompletedTime', Value: Number(eatTimestamp()) },
                { Key: 'OriginalTransactionID', Value: reversal.originalTransactionId },
                { Key: 'Charge', Value: 0 },
                { Key: 'CreditPartyPublicName', Value: `${reversal.msisdn} - SIMULATED CUSTOMER` },
                { Key: 'DebitPartyPublicName', Value: `${shortcode} - Okota Simulator` },
              ],
            },
          }
        : {}),
      ReferenceData: { ReferenceItem: { Key: 'QueueTimeoutURL', Value: 'https://internalsandbox.safaricom.co.ke/mpesa/reversalresults/v1/submit' } },
    },
  };
}

function reversalTimeoutBody(reversal: ReversalTransaction) {
  return {
    Result: {
      ResultType: 1,
      ResultCode: 1,
      ResultDesc: 'The request timed out while waiting in the queue.',
      OriginatorConversationID: reversal.originatorConversationId,
      ConversationID: reversal.conversationId,
    },
  };
}
