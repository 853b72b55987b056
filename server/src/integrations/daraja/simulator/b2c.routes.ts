/** B2C payment requests (v1 and v3) and their result callback (docs/reference/mpesa-daraja.md §5). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSISDN_PATTERN, eatDateTimeDotted } from '../daraja-format';
import { B2C_RESULTS, b2cOutcomeFor } from './outcomes';
import { conversationId, receiptNumber, type B2cTransaction } from './simulator-state';
import type { SimulatorScope } from './simulator-scope';
import { isHttpUrl } from './stk.routes';

type Body = Record<string, unknown>;

const COMMANDS = new Set(['BusinessPayment', 'SalaryPayment', 'PromotionPayment']);

export function registerB2cRoutes(app: FastifyInstance, scope: SimulatorScope): void {
  const { state, settings, fail } = scope;
  const invalid = (reply: FastifyReply, field: string) => fail(reply, 400, '400.002.02', `Bad Request - Invalid ${field}`);

  async function paymentRequest(request: FastifyRequest, reply: FastifyReply, version: 1 | 3) {
    state.stats.b2c++;
    if (!scope.admit(request, reply, 'b2c')) return reply;
    const body = (request.body ?? {}) as Body;
    const originator = typeof body.OriginatorConversationID === 'string' ? body.OriginatorConversationID : undefined;
    if (version === 3 && (!originator || originator.length > 100)) return invalid(reply, 'OriginatorConversationID');
    if (typeof body.InitiatorName !== 'string' || !body.InitiatorName) return invalid(reply, 'InitiatorName');
    if (typeof body.SecurityCredential !== 'string' || !body.SecurityCredential) return invalid(reply, 'SecurityCredential');
    if (!COMMANDS.has(String(body.CommandID))) return invalid(reply, 'CommandID');
    const amount = Number(body.Amount);
    if (!Number.isInteger(amount) || amount < 10 || amount > 250_000) return invalid(reply, 'Amount');
    if (String(body.PartyA ?? '') !== settings.b2cShortcode) return invalid(reply, 'PartyA');
    const msisdn = String(body.PartyB ?? '');
    if (!MSISDN_PATTERN.test(msisdn)) return invalid(reply, 'PartyB');
    if (typeof body.Remarks !== 'string' || body.Remarks.length < 2 || body.Remarks.length > 100) return invalid(reply, 'Remarks');
    if (!isHttpUrl(body.QueueTimeOutURL)) return invalid(reply, 'QueueTimeOutURL');
    if (!isHttpUrl(body.ResultURL)) return invalid(reply, 'ResultURL');
    const id = originator ?? `${settings.b2cShortcode}_Okota_${Date.now().toString(36)}`;
    if (state.b2c.has(id)) return fail(reply, 500, '500.002.1001', 'Duplicate OriginatorConversationID.');

    const transaction: B2cTransaction = {
      originatorConversationId: id,
      conversationId: conversationId(),
      amount,
      msisdn,
      resultUrl: body.ResultURL as string,
      queueTimeoutUrl: body.QueueTimeOutURL as string,
      createdAt: new Date().toISOString(),
      resultsSent: 0,
    };
    state.b2c.set(id, transaction);
    // Wrong initiator credentials are reported in the result, not in the answer, as on Daraja.
    const credentialsValid = body.InitiatorName === settings.initiatorName && body.SecurityCredential === settings.securityCredential;
    const delivery = state.nextDelivery();
    state.later(delivery.delayMs, async () => {
      const outcome = credentialsValid ? b2cOutcomeFor(msisdn) : { resultCode: 2001, resultDesc: B2C_RESULTS[2001], sendsCallback: true };
      transaction.result = { resultCode: outcome.resultCode, resultDesc: outcome.resultDesc, receipt: receiptNumber() };
      // Timed out in the queue, yet M-Pesa went on with it: only Transaction Status can tell.
      if (delivery.mode === 'timeout') {
        await state.post(transaction.queueTimeoutUrl, timeoutBody(transaction));
        return;
      }
      if (!outcome.sendsCallback || delivery.mode === 'drop') return;
      await sendResult(transaction);
      if (delivery.mode === 'duplicate') await sendResult(transaction);
    });
    return {
      ConversationID: transaction.conversationId,
      OriginatorConversationID: id,
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    };
  }

  async function sendResult(transaction: B2cTransaction): Promise<void> {
    transaction.resultsSent++;
    await state.post(transaction.resultUrl, b2cResultBody(transaction));
  }

  app.post('/mpesa/b2c/v1/paymentrequest', { config: { access: 'development' }, schema: { hide: true } }, (request, reply) =>
    paymentRequest(request, reply, 1),
  );
  app.post('/mpesa/b2c/v3/paymentrequest', { config: { access: 'development' }, schema: { hide: true } }, (request, reply) =>
    paymentRequest(request, reply, 3),
  );
}

/** The Result envelope; ResultParameters only on success, parameters keyed by Key. */
export function b2cResultBody(transaction: B2cTransaction) {
  const result = transaction.result!;
  const success = result.resultCode === 0;
  return {
    Result: {
      ResultType: 0,
      ResultCode: result.resultCode,
      ResultDesc: result.resultDesc,
      OriginatorConversationID: transaction.originatorConversationId,
      ConversationID: transaction.conversationId,
      TransactionID: result.receipt,
      ...(success
        ? {
            ResultParameters: {
              ResultParameter: [
                { Key: 'TransactionAmount', Value: transaction.amount },
                { Key: 'TransactionReceipt', Value: result.receipt },
                { Key: 'ReceiverPartyPublicName', Value: `${transaction.msisdn} - SIMULATED CUSTOMER` },
                { Key: 'TransactionCompletedDateTime', Value: eatDateTimeDotted() },
                { Key: 'B2CUtilityAccountAvailableFunds', Value: 8959269.6 },
                { Key: 'B2CWorkingAccountAvailableFunds', Value: 1199371.0 },
                { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
                { Key: 'B2CChargesPaidAccountAvailableFunds', Value: -1980.0 },
              ],
            },
          }
        : {}),
      ReferenceData: { ReferenceItem: { Key: 'QueueTimeoutURL', Value: 'https://internalsandbox.safaricom.co.ke/mpesa/b2cresults/v1/submit' } },
    },
  };
}

function timeoutBody(transaction: B2cTransaction) {
  return {
    Result: {
      ResultType: 1,
      ResultCode: 1,
      ResultDesc: 'The request timed out while waiting in the queue.',
      OriginatorConversationID: transaction.originatorConversationId,
      ConversationID: transaction.conversationId,
    },
  };
}
