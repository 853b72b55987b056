/**
 * C2B (docs/reference/mpesa-daraja.md §6): Register URL (v1 and v2 paths), the sandbox's Simulate, and a customer
 * paying the Paybill from their phone. A payment calls the registered ValidationURL (when one is
 * registered) and, once accepted, the ConfirmationURL with Daraja's field names and typing:
 * TransAmount a decimal string, TransTime in EAT, MSISDN masked. The receipt is then known to
 * Transaction Status and can be reversed, like an STK receipt.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { toMsisdn } from '@okota/shared';
import { MSISDN_PATTERN, eatTimestamp } from '../daraja-format';
import { receiptNumber, type C2bTransaction, type SimulatorState } from './simulator-state';
import type { SimulatorScope } from './simulator-scope';
import { isHttpUrl } from './stk.routes';
import { randomInt } from 'node:crypto';

type Body = Record<string, unknown>;

export interface C2bPayment {
  shortcode: string;
  amount: number;
  msisdn: string;
  billRefNumber: string;
}

export type C2bPaymentOutcome = { accepted: true; transId: string } | { accepted: false; resultCode: string; resultDesc: string };

/** The dev action: a customer pays the Paybill (a person types the phone as 07…). */
const payBody = z.object({
  phone: z.string().max(20),
  businessNumber: z.string().max(10),
  accountReference: z.string().max(40),
  amount: z.number().int().min(1).max(250_000),
});

export function registerC2bRoutes(app: FastifyInstance, scope: SimulatorScope): void {
  const { state, settings, fail } = scope;
  const invalid = (reply: FastifyReply, field: string) => fail(reply, 400, '400.002.02', `Bad Request - Invalid ${field}`);
  const opts = { config: { access: 'development' as const }, schema: { hide: true } };

  const register = async (request: { body: unknown }, reply: FastifyReply) => {
    const body = (request.body ?? {}) as Body;
    const shortcode = String(body.ShortCode ?? '');
    if (!/^\d{5,7}$/.test(shortcode)) return invalid(reply, 'ShortCode');
    if (shortcode !== settings.shortcode) return fail(reply, 500, '500.001.1001', 'Merchant does not exist');
    // Sentence case, as Daraja documents it.
    if (body.ResponseType !== 'Completed' && body.ResponseType !== 'Cancelled') return invalid(reply, 'ResponseType');
    if (!isHttpUrl(body.ConfirmationURL)) return invalid(reply, 'ConfirmationURL');
    if (body.ValidationURL !== undefined && body.ValidationURL !== '' && !isHttpUrl(body.ValidationURL)) return invalid(reply, 'ValidationURL');
    state.c2bRegistrations.set(shortcode, {
      shortcode,
      confirmationUrl: body.ConfirmationURL as string,
      validationUrl: (body.ValidationURL as string | undefined) || undefined,
      responseType: body.ResponseType,
      registeredAt: new Date().toISOString(),
    });
    // Daraja's own misspelling, OriginatorCoversationID.
    return { OriginatorCoversationID: `${randomInt(1000, 9999)}-${randomInt(10_000_000, 99_999_999)}-1`, ResponseCode: '0', ResponseDescription: 'success' };
  };

  for (const version of ['v1', 'v2']) {
    app.post(`/mpesa/c2b/${version}/registerurl`, opts, async (request, reply) => {
      state.stats.c2bRegister++;
      if (!scope.admit(request, reply, 'c2bregister')) return reply;
      return register(request, reply);
    });

    app.post(`/mpesa/c2b/${version}/simulate`, opts, async (request, reply) => {
      if (!scope.admit(request, reply, 'c2bsimulate')) return reply;
      const body = (request.body ?? {}) as Body;
      const shortcode = String(body.ShortCode ?? '');
      if (shortcode !== settings.shortcode) return invalid(reply, 'ShortCode');
      if (body.CommandID !== 'CustomerPayBillOnline' && body.CommandID !== 'CustomerBuyGoodsOnline') return invalid(reply, 'CommandID');
      const amount = Number(body.Amount);
      if (!Number.isInteger(amount) || amount < 1 || amount > 250_000) return invalid(reply, 'Amount');
      const msisdn = String(body.Msisdn ?? '');
      if (!MSISDN_PATTERN.test(msisdn)) return invalid(reply, 'Msisdn');
      const outcome = await payPaybill(state, { shortcode, amount, msisdn, billRefNumber: String(body.BillRefNumber ?? '').slice(0, 40) });
      if (!outcome.accepted && outcome.resultCode === 'NO_URLS') return invalid(reply, 'ShortCode');
      return {
        OriginatorCoversationID: `${randomInt(1000, 9999)}-${randomInt(10_000_000, 99_999_999)}-1`,
        ResponseCode: '0',
        ResponseDescription: 'Accept the service request successfully.',
      };
    });
  }

  app.post('/__control/c2b/pay', opts, async (request, reply) => {
    const parsed = payBody.safeParse(request.body);
    if (!parsed.success)
      return fail(reply, 400, '400.002.02', 'Bad Request - Invalid payment: phone, businessNumber, accountReference and a whole amount are required');
    const msisdn = toMsisdn(parsed.data.phone);
    if (!msisdn) return invalid(reply, 'phone');
    if (parsed.data.businessNumber !== settings.shortcode)
      return fail(reply, 404, '404.001.01', `No Paybill ${parsed.data.businessNumber} here; this simulator's is ${settings.shortcode}`);
    const outcome = await payPaybill(state, { shortcode: settings.shortcode, amount: parsed.data.amount, msisdn, billRefNumber: parsed.data.accountReference });
    if (!outcome.accepted && outcome.resultCode === 'NO_URLS') return fail(reply, 409, '409.001.01', outcome.resultDesc);
    return outcome;
  });

  app.post('/__control/c2b/:transId/resend', opts, async (request, reply) => {
    const transaction = state.c2b.get((request.params as { transId: string }).transId);
    if (!transaction) return fail(reply, 404, '404.001.01', 'No C2B payment with that TransID');
    await sendConfirmation(state, transaction);
    return { resent: true };
  });
}

/** The customer enters the PIN: validation (if registered), then the money moves and the confirmation follows. */
export async function payPaybill(state: SimulatorState, payment: C2bPayment): Promise<C2bPaymentOutcome> {
  const registration = state.c2bRegistrations.get(payment.shortcode);
  if (!registration) return { accepted: false, resultCode: 'NO_URLS', resultDesc: `No C2B URLs are registered for ${payment.shortcode}` };
  let transId = receiptNumber();
  while (state.c2b.has(transId)) transId = receiptNumber();
  const transaction: C2bTransaction = {
    transId,
    ...payment,
    transTime: eatTimestamp(),
    createdAt: new Date().toISOString(),
    result: { resultCode: 0, resultDesc: 'The service request is processed successfully.', receipt: transId },
    confirmationsSent: 0,
  };
  if (registration.validationUrl) {
    const answer = await validate(registration.validationUrl, transaction);
    // ResponseType decides what an unreachable validation URL means; an explicit rejection always stops the payment.
    if (answer === 'unreachable' ? registration.responseType === 'Cancelled' : answer.ResultCode !== '0') {
      const resultCode = answer === 'unreachable' ? 'C2B00016' : answer.ResultCode;
      return { accepted: false, resultCode, resultDesc: answer === 'unreachable' ? 'Validation URL unreachable' : answer.ResultDesc };
    }
  }
  state.c2b.set(transId, transaction);
  state.stats.c2bPayments++;
  const delivery = state.nextDelivery();
  state.later(delivery.delayMs, async () => {
    if (delivery.mode === 'drop' || delivery.mode === 'timeout') return;
    await sendConfirmation(state, transaction);
    if (delivery.mode === 'duplicate') await sendConfirmation(state, transaction);
  });
  return { accepted: true, transId };
}

async function validate(url: string, transaction: C2bTransaction): Promise<{ ResultCode: string; ResultDesc: string } | 'unreachable'> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(c2bPayload(transaction)),
      signal: AbortSignal.timeout(8000),
    });
    const body = (await response.json()) as { ResultCode?: unknown; ResultDesc?: unknown };
    return { ResultCode: String(body.ResultCode ?? ''), ResultDesc: String(body.ResultDesc ?? '') };
  } catch {
    return 'unreachable';
  }
}

export async function sendConfirmation(state: SimulatorState, transaction: C2bTransaction): Promise<void> {
  const registration = state.c2bRegistrations.get(transaction.shortcode);
  if (!registration) return;
  transaction.confirmationsSent++;
  await state.post(registration.confirmationUrl, c2bPayload(transaction));
}

/** The validation and confirmation payload, field for field as docs/reference/mpesa-daraja.md §6 lists it. */
export function c2bPayload(transaction: C2bTransaction) {
  return {
    TransactionType: 'Pay Bill',
    TransID: transaction.transId,
    TransTime: transaction.transTime,
    TransAmount: transaction.amount.toFixed(2),
    BusinessShortCode: transaction.shortcode,
    BillRefNumber: transaction.billRefNumber,
    InvoiceNumber: '',
    OrgAccountBalance: '49197.00',
    ThirdPartyTransID: '',
    MSISDN: maskMsisdn(transaction.msisdn),
    FirstName: 'SIMULATED',
    MiddleName: '',
    LastName: 'CUSTOMER',
  };
}

/** 254708374149 → 25470****149, as M-Pesa masks it. */
export const maskMsisdn = (msisdn: string) => `${msisdn.slice(0, 5)}****${msisdn.slice(-3)}`;

/** What Transaction Status says about a C2B receipt: who paid, whom (our shortcode), how much, to which account. */
export function c2bStatusParameters(transaction: C2bTransaction) {
  return [
    { Key: 'DebitPartyName', Value: `${transaction.msisdn} - SIMULATED CUSTOMER` },
    { Key: 'CreditPartyName', Value: `${transaction.shortcode} - Okota Simulator` },
    { Key: 'OriginatorConversationID', Value: '' },
    { Key: 'InitiatedTime', Value: transaction.transTime },
    { Key: 'DebitAccountType', Value: 'MMF Account For Customer' },
    { Key: 'DebitPartyCharges' },
    // docs/reference/mpesa-daraja.md names no key for the account number; the simulator gives it as the transaction's reason.
    { Key: 'TransactionReason', Value: transaction.billRefNumber },
    { Key: 'ReasonType', Value: 'Pay Bill Online' },
    { Key: 'TransactionStatus', Value: 'Completed' },
    { Key: 'FinalisedTime', Value: transaction.transTime },
    { Key: 'Amount', Value: String(transaction.amount) },
    { Key: 'ConversationID', Value: '' },
    { Key: 'ReceiptNo', Value: transaction.transId },
  ];
}
