/** STK push, its callback, and STK query, validated the way Daraja validates them (docs/reference/mpesa-daraja.md §2–4). */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isMpesaNumber } from '@okota/shared';
import { MSISDN_PATTERN, eatTimestamp, stkPassword } from '../daraja-format';
import { stkOutcomeFor } from './outcomes';
import { checkoutRequestId, merchantRequestId, receiptNumber, type StkTransaction } from './simulator-state';
import type { SimulatorScope } from './simulator-scope';

type Body = Record<string, unknown>;

/** A timestamp further than this from East Africa Time is refused, which catches UTC clocks. */
const TIMESTAMP_TOLERANCE_MS = 60 * 60 * 1000;

export function registerStkRoutes(app: FastifyInstance, scope: SimulatorScope): void {
  const { state, settings, fail } = scope;
  const invalid = (reply: FastifyReply, field: string) => fail(reply, 400, '400.002.02', `Bad Request - Invalid ${field}`);

  /** Shortcode, Timestamp and Password, common to push and query; answers and returns false on error. */
  function checkCredentials(body: Body, reply: FastifyReply): boolean {
    const shortcode = String(body.BusinessShortCode ?? '');
    if (!/^\d{5,7}$/.test(shortcode)) return !invalid(reply, 'BusinessShortCode');
    if (shortcode !== settings.shortcode) return !fail(reply, 500, '500.001.1001', 'Merchant does not exist');
    const timestamp = String(body.Timestamp ?? '');
    if (!/^\d{14}$/.test(timestamp) || Math.abs(eatTimeOf(timestamp) - Date.now()) > TIMESTAMP_TOLERANCE_MS) return !invalid(reply, 'Timestamp');
    if (body.Password !== stkPassword(settings.shortcode, settings.passkey, timestamp)) {
      return !fail(reply, 500, '500.001.1001', '[MerchantValidate] - Wrong credentials');
    }
    return true;
  }

  app.post('/mpesa/stkpush/v1/processrequest', { config: { access: 'development' }, schema: { hide: true } }, async (request, reply) => {
    state.stats.stkPush++;
    if (!scope.admit(request, reply, 'stkpush')) return reply;
    const body = (request.body ?? {}) as Body;
    if (!checkCredentials(body, reply)) return reply;
    if (body.TransactionType !== 'CustomerPayBillOnline' && body.TransactionType !== 'CustomerBuyGoodsOnline') return invalid(reply, 'TransactionType');
    const amount = Number(body.Amount);
    if (!Number.isInteger(amount) || amount < 1 || amount > 250_000) return invalid(reply, 'Amount');
    if (!MSISDN_PATTERN.test(String(body.PartyA ?? ''))) return invalid(reply, 'PartyA');
    if (String(body.PartyB ?? '') !== settings.shortcode) return invalid(reply, 'PartyB');
    const msisdn = String(body.PhoneNumber ?? '');
    if (!MSISDN_PATTERN.test(msisdn)) return invalid(reply, 'PhoneNumber');
    // Another network's number has no M-Pesa to prompt (docs/decisions/0262).
    if (!isMpesaNumber(msisdn) || !isMpesaNumber(String(body.PartyA))) return invalid(reply, 'PhoneNumber');
    if (!isHttpUrl(body.CallBackURL)) return invalid(reply, 'CallBackURL');
    if (typeof body.AccountReference !== 'string' || !body.AccountReference || body.AccountReference.length > 12) return invalid(reply, 'AccountReference');
    if (body.TransactionDesc !== undefined && (typeof body.TransactionDesc !== 'string' || body.TransactionDesc.length > 182))
      return invalid(reply, 'TransactionDesc');
    const busy = [...state.stk.values()].some((t) => t.msisdn === msisdn && !t.result);
    if (busy) return fail(reply, 500, '500.001.1001', 'Unable to lock subscriber, a transaction is already in process for the current subscriber');

    let id = checkoutRequestId(msisdn);
    for (let offset = 1; state.stk.has(id); offset++) id = checkoutRequestId(msisdn, new Date(Date.now() + offset));
    const transaction: StkTransaction = {
      checkoutRequestId: id,
      merchantRequestId: merchantRequestId(),
      amount,
      msisdn,
      callbackUrl: body.CallBackURL as string,
      accountReference: body.AccountReference,
      createdAt: new Date().toISOString(),
      callbacksSent: 0,
    };
    state.stk.set(id, transaction);
    const delivery = state.nextDelivery();
    state.later(delivery.delayMs, () => resolveAndCallBack(transaction, delivery.mode));
    return {
      MerchantRequestID: transaction.merchantRequestId,
      CheckoutRequestID: id,
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CustomerMessage: 'Success. Request accepted for processing',
    };
  });

  async function resolveAndCallBack(transaction: StkTransaction, mode: string): Promise<void> {
    const outcome = stkOutcomeFor(transaction.msisdn);
    transaction.result = {
      resultCode: outcome.resultCode,
      resultDesc: outcome.resultDesc,
      ...(outcome.resultCode === 0 ? { receipt: receiptNumber(), transactionDate: Number(eatTimestamp()) } : {}),
    };
    if (!outcome.sendsCallback || mode === 'drop') return;
    await sendStkCallback(transaction);
    if (mode === 'duplicate') await sendStkCallback(transaction);
  }

  async function sendStkCallback(transaction: StkTransaction): Promise<void> {
    transaction.callbacksSent++;
    await state.post(transaction.callbackUrl, stkCallbackBody(transaction));
  }

  app.post('/mpesa/stkpushquery/v1/query', { config: { access: 'development' }, schema: { hide: true } }, async (request, reply) => {
    state.stats.stkQuery++;
    if (!scope.admit(request, reply, 'stkquery')) return reply;
    const body = (request.body ?? {}) as Body;
    if (!checkCredentials(body, reply)) return reply;
    const transaction = state.stk.get(String(body.CheckoutRequestID ?? ''));
    if (!transaction) return invalid(reply, 'CheckoutRequestID');
    if (!transaction.result) return fail(reply, 500, '500.001.1001', 'The transaction is being processed', transaction.checkoutRequestId);
    return {
      ResponseCode: '0',
      ResponseDescription: 'The service request has been accepted successsfully',
      MerchantRequestID: transaction.merchantRequestId,
      CheckoutRequestID: transaction.checkoutRequestId,
      ResultCode: String(transaction.result.resultCode),
      ResultDesc: transaction.result.resultDesc,
    };
  });
}

/** The callback exactly as Daraja types it: numbers for codes, amount, date and phone; Balance with no Value. */
export function stkCallbackBody(transaction: StkTransaction) {
  const result = transaction.result!;
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: transaction.merchantRequestId,
        CheckoutRequestID: transaction.checkoutRequestId,
        ResultCode: result.resultCode,
        ResultDesc: result.resultDesc,
        ...(result.resultCode === 0
          ? {
              CallbackMetadata: {
                Item: [
                  { Name: 'Amount', Value: transaction.amount },
                  { Name: 'MpesaReceiptNumber', Value: result.receipt },
                  { Name: 'Balance' },
                  { Name: 'TransactionDate', Value: result.transactionDate },
                  { Name: 'PhoneNumber', Value: Number(transaction.msisdn) },
                ],
              },
            }
          : {}),
      },
    },
  };
}

export function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The instant an EAT timestamp YYYYMMDDHHmmss stands for. */
function eatTimeOf(timestamp: string): number {
  const iso = `${timestamp.slice(0, 4)}-${timestamp.slice(4, 6)}-${timestamp.slice(6, 8)}T${timestamp.slice(8, 10)}:${timestamp.slice(10, 12)}:${timestamp.slice(12, 14)}+03:00`;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? 0 : time;
}
