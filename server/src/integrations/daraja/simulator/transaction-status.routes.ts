/**
 * Transaction Status (docs/reference/mpesa-daraja.md §6) about the B2C payments, reversals and Paybill payments this simulator has seen: the request
 * is validated like the others, answered at once with the ids of the status request, and the
 * answer goes to the ResultURL later in the same `Result` envelope as a B2C result. Delivery
 * follows the same test controls (delay, drop, duplicate, timeout) as every other callback.
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { eatTimestamp } from '../daraja-format';
import { B2C_RESULTS, STATUS_NOT_FOUND, UNTRACEABLE_MSISDN } from './outcomes';
import { conversationId, type B2cTransaction, type C2bTransaction, type ReversalTransaction, type StkTransaction } from './simulator-state';
import { c2bStatusParameters } from './c2b.routes';
import type { SimulatorScope } from './simulator-scope';
import { isHttpUrl } from './stk.routes';

type Body = Record<string, unknown>;

interface StatusRequest {
  partyA: string;
  originatorConversationId: string;
  conversationId: string;
  /** What was asked about: the B2C's OriginatorConversationID, or its receipt. */
  originalConversationId?: string;
  transactionId?: string;
  credentialsValid: boolean;
  occasion?: string;
}

const IDENTIFIER_TYPES = new Set(['1', '2', '4']);

export function registerTransactionStatusRoutes(app: FastifyInstance, scope: SimulatorScope): void {
  const { state, settings, fail } = scope;
  const invalid = (reply: FastifyReply, field: string) => fail(reply, 400, '400.002.02', `Bad Request - Invalid ${field}`);
  const optionalId = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

  app.post('/mpesa/transactionstatus/v1/query', { config: { access: 'development' }, schema: { hide: true } }, async (request, reply) => {
    state.stats.transactionStatus++;
    if (!scope.admit(request, reply, 'transactionstatus')) return reply;
    const body = (request.body ?? {}) as Body;
    if (typeof body.Initiator !== 'string' || !body.Initiator) return invalid(reply, 'Initiator');
    if (typeof body.SecurityCredential !== 'string' || !body.SecurityCredential) return invalid(reply, 'SecurityCredential');
    if (body.CommandID !== 'TransactionStatusQuery') return invalid(reply, 'CommandID');
    const originalConversationId = optionalId(body.OriginalConversationID);
    const transactionId = optionalId(body.TransactionID);
    if (!originalConversationId && !transactionId) return invalid(reply, 'TransactionID');
    if ((originalConversationId?.length ?? 0) > 100 || (transactionId?.length ?? 0) > 100) return invalid(reply, 'OriginalConversationID');
    const partyA = String(body.PartyA ?? '');
    if (partyA !== settings.b2cShortcode && partyA !== settings.shortcode) return invalid(reply, 'PartyA');
    if (!IDENTIFIER_TYPES.has(String(body.IdentifierType ?? ''))) return invalid(reply, 'IdentifierType');
    if (!isHttpUrl(body.ResultURL)) return invalid(reply, 'ResultURL');
    if (!isHttpUrl(body.QueueTimeOutURL)) return invalid(reply, 'QueueTimeOutURL');
    if (typeof body.Remarks !== 'string' || !body.Remarks || body.Remarks.length > 100) return invalid(reply, 'Remarks');
    if (body.Occasion !== undefined && (typeof body.Occasion !== 'string' || body.Occasion.length > 100)) return invalid(reply, 'Occasion');

    const query: StatusRequest = {
      partyA,
      originatorConversationId: `${randomInt(1000, 9999)}-${randomInt(1_000_000, 9_999_999)}-1`,
      conversationId: conversationId(),
      originalConversationId,
      transactionId,
      // Wrong initiator credentials are reported in the result, not in the answer, as for B2C.
      credentialsValid: body.Initiator === settings.initiatorName && body.SecurityCredential === settings.securityCredential,
      occasion: typeof body.Occasion === 'string' ? body.Occasion : undefined,
    };
    const resultUrl = body.ResultURL as string;
    const queueTimeoutUrl = body.QueueTimeOutURL as string;
    const delivery = state.nextDelivery();
    state.later(delivery.delayMs, async () => {
      if (delivery.mode === 'timeout') {
        await state.post(queueTimeoutUrl, statusTimeoutBody(query));
        return;
      }
      if (delivery.mode === 'drop') return;
      // Answered from what the simulator knows when the answer leaves, as M-Pesa would.
      await state.post(resultUrl, transactionStatusResultBody(query, findTransaction(query)));
      if (delivery.mode === 'duplicate') await state.post(resultUrl, transactionStatusResultBody(query, findTransaction(query)));
    });
    return {
      OriginatorConversationID: query.originatorConversationId,
      ConversationID: query.conversationId,
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    };
  });

  /**
   * A payout (by our OriginatorConversationID or its receipt), a reversal (by Daraja's id or its
   * transaction id), a Paybill payment (by its receipt), or an STK payment by its CheckoutRequestID
   * (how a payment confirmed without a receipt learns it, docs/decisions/0262).
   */
  function findTransaction(query: StatusRequest): Subject | C2bTransaction | undefined {
    const all: Subject[] = [...state.b2c.values(), ...[...state.reversals.values()].map((r) => ({ ...r, isReversal: true as const }))];
    if (query.originalConversationId) {
      const stk = state.stk.get(query.originalConversationId);
      if (stk && stk.msisdn !== UNTRACEABLE_MSISDN && query.partyA === settings.shortcode) return stkSubject(stk);
      return all.find((t) => t.originatorConversationId === query.originalConversationId);
    }
    // A customer's payment to our Paybill is asked about by the Paybill, not by the B2C shortcode.
    const paid = state.c2b.get(query.transactionId ?? '');
    if (paid) return paid.shortcode === query.partyA ? paid : undefined;
    return all.find((t) => t.result?.receipt === query.transactionId);
  }
}

/**
 * A known payout's status in the DOCS key names (a multimap: DebitPartyName comes twice). A
 * payout whose result failed is 'Failed' and one still being decided is 'Pending': the DOCS
 * show only 'Completed', so those two words are the simulator's choice.
 */
type Subject = B2cTransaction | (ReversalTransaction & { isReversal: true }) | StkSubject;

/** An STK payment as Transaction Status tells of it: the customer paid our Paybill. */
type StkSubject = Omit<B2cTransaction, 'result'> & { isStk: true; result?: { resultCode: number; resultDesc: string; receipt: string } };

function stkSubject(stk: StkTransaction): StkSubject {
  return {
    isStk: true,
    originatorConversationId: stk.checkoutRequestId,
    conversationId: stk.merchantRequestId,
    amount: stk.amount,
    msisdn: stk.msisdn,
    resultUrl: '',
    queueTimeoutUrl: '',
    createdAt: stk.createdAt,
    resultsSent: 0,
    result: stk.result ? { resultCode: stk.result.resultCode, resultDesc: stk.result.resultDesc, receipt: stk.result.receipt ?? '' } : undefined,
  };
}

function transactionStatusResultBody(query: StatusRequest, payout: Subject | C2bTransaction | undefined) {
  const envelope = {
    ResultType: 0,
    OriginatorConversationID: query.originatorConversationId,
    ConversationID: query.conversationId,
    ReferenceData: { ReferenceItem: { Key: 'Occasion', ...(query.occasion ? { Value: query.occasion } : {}) } },
  };
  if (!query.credentialsValid) {
    return { Result: { ...envelope, ResultCode: 2001, ResultDesc: B2C_RESULTS[2001], TransactionID: 'MBN0000000' } };
  }
  if (!payout) {
    return { Result: { ...envelope, ResultCode: STATUS_NOT_FOUND.resultCode, ResultDesc: STATUS_NOT_FOUND.resultDesc, TransactionID: 'MBN0000000' } };
  }
  if ('transId' in payout) {
    const ResultParameters = { ResultParameter: c2bStatusParameters(payout) };
    return {
      Result: {
        ...envelope,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        TransactionID: `${payout.transId.slice(0, 3)}0000000`,
        ResultParameters,
      },
    };
  }
  const result = payout.result;
  const status = !result ? 'Pending' : result.resultCode === 0 ? 'Completed' : 'Failed';
  const receipt = result?.receipt ?? '';
  const initiated = eatTimestamp(new Date(payout.createdAt));
  return {
    Result: {
      ...envelope,
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      // The status request's own transaction id; the payout's receipt is ReceiptNo.
      TransactionID: `${receipt.slice(0, 3) || 'MBN'}0000000`,
      ResultParameters: {
        ResultParameter: [
          { Key: 'DebitPartyName', Value: `${query.partyA} - Okota Simulator` },
          { Key: 'DebitPartyName', Value: `${payout.msisdn} - SIMULATED CUSTOMER` },
          'isStk' in payout
            ? { Key: 'CreditPartyName', Value: `${query.partyA} - Okota Simulator` }
            : { Key: 'CreditPartyName', Value: `${payout.msisdn} - SIMULATED CUSTOMER` },
          { Key: 'OriginatorConversationID', Value: payout.originatorConversationId },
          { Key: 'InitiatedTime', Value: initiated },
          { Key: 'DebitAccountType', Value: 'Utility Account' },
          { Key: 'DebitPartyCharges', Value: 'Fee For B2C Payment|KES|22.40' },
          { Key: 'TransactionReason' },
          { Key: 'ReasonType', Value: 'isReversal' in payout ? 'Reversal' : 'isStk' in payout ? 'Pay Bill Online' : 'Business Payment to Customer via API' },
          { Key: 'TransactionStatus', Value: status },
          ...(result ? [{ Key: 'FinalisedTime', Value: eatTimestamp() }] : []),
          // A string, as in the DOCS sample (the B2C result sends a number).
          { Key: 'Amount', Value: String(payout.amount) },
          { Key: 'ConversationID', Value: payout.conversationId },
          ...(result?.resultCode === 0 ? [{ Key: 'ReceiptNo', Value: receipt }] : []),
        ],
      },
    },
  };
}

function statusTimeoutBody(query: StatusRequest) {
  return {
    Result: {
      ResultType: 1,
      ResultCode: 1,
      ResultDesc: 'The request timed out while waiting in the queue.',
      OriginatorConversationID: query.originatorConversationId,
      ConversationID: query.conversationId,
    },
  };
}
