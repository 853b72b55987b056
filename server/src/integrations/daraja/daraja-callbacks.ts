/**
 * The payloads Daraja POSTs to us: the STK callback (docs/reference/mpesa-daraja.md §3), the B2C result (§5), and the
 * Transaction Status and Reversal results (§6). Codes arrive as numbers or strings, metadata as lists looked up
 * by Name or Key, never by position; all are normalised here so that nothing else handles
 * Daraja's typing.
 */
import { z } from 'zod';

const scalar = z.union([z.number(), z.string()]);

const stkCallbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string().max(100).optional(),
      CheckoutRequestID: z.string().min(1).max(100),
      ResultCode: scalar,
      ResultDesc: z.string().max(500).optional(),
      CallbackMetadata: z.object({ Item: z.array(z.object({ Name: z.string(), Value: scalar.optional() })) }).optional(),
    }),
  }),
});

const resultParameter = z.object({ Key: z.string(), Value: scalar.optional() });

/** The `Result` envelope of B2C and Transaction Status results alike. */
const resultEnvelopeSchema = z.object({
  Result: z.object({
    ResultType: scalar.optional(),
    ResultCode: scalar,
    ResultDesc: z.string().max(500).optional(),
    OriginatorConversationID: z.string().min(1).max(100),
    ConversationID: z.string().max(100).optional(),
    TransactionID: z.string().max(50).optional(),
    ResultParameters: z.object({ ResultParameter: z.union([z.array(resultParameter), resultParameter]) }).optional(),
  }),
});

export interface StkCallback {
  merchantRequestId: string | null;
  checkoutRequestId: string;
  resultCode: string;
  resultDesc: string;
  /** Present on success only. */
  amount: number | null;
  receipt: string | null;
  /** As digits, 2547XXXXXXXX. */
  phone: string | null;
}

export interface B2cResult {
  resultCode: string;
  resultDesc: string;
  originatorConversationId: string;
  conversationId: string | null;
  transactionId: string | null;
  amount: number | null;
}

/**
 * A Transaction Status result about one of our B2C payouts. The envelope's own ids and
 * TransactionID belong to the status request; the B2C's ids and receipt are in ResultParameters,
 * which are absent when M-Pesa found nothing.
 */
export interface TransactionStatusResult {
  resultCode: string;
  resultDesc: string;
  /** ResultParameters: the B2C asked about. */
  originatorConversationId: string | null;
  conversationId: string | null;
  /** e.g. 'Completed'. */
  transactionStatus: string | null;
  receipt: string | null;
  amount: number | null;
  /** When M-Pesa finished the transaction (YYYYMMDDHHmmss, EAT), when it says. */
  finalisedTime: string | null;
  /** Who received the money ("174379 - Okota"): for a customer's Paybill payment, our shortcode. */
  creditPartyName?: string | null;
  /** The account number a Paybill payment was made to (docs/decisions/0232 on where it is read from). */
  accountReference?: string | null;
  /**
   * The paying phone (2547XXXXXXXX) when DebitPartyName starts with one ("254708374149 - NAME"): the
   * digits only, the name is dropped. The C2B confirmation's MSISDN is masked (docs/decisions/0286).
   */
  debitPartyPhone?: string | null;
}

/**
 * A Transaction Reversal result (§6): the same envelope, where TransactionID is the reversal's
 * own transaction and ResultParameters (on success) name the original one. ResultCode may be a
 * string ("R000002").
 */
export interface ReversalResult {
  resultCode: string;
  resultDesc: string;
  originatorConversationId: string;
  conversationId: string | null;
  transactionId: string | null;
  originalTransactionId: string | null;
  amount: number | null;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

export function parseStkCallback(body: unknown): Parsed<StkCallback> {
  const parsed = stkCallbackSchema.safeParse(body);
  if (!parsed.success) return { ok: false, error: 'Not an STK callback: Body.stkCallback.CheckoutRequestID and ResultCode are required' };
  const callback = parsed.data.Body.stkCallback;
  const item = (name: string) => callback.CallbackMetadata?.Item.find((entry) => entry.Name === name)?.Value;
  const amount = item('Amount');
  const receipt = item('MpesaReceiptNumber');
  const phone = item('PhoneNumber');
  return {
    ok: true,
    value: {
      merchantRequestId: callback.MerchantRequestID ?? null,
      checkoutRequestId: callback.CheckoutRequestID,
      resultCode: String(callback.ResultCode),
      resultDesc: callback.ResultDesc ?? '',
      amount: amount === undefined || Number.isNaN(Number(amount)) ? null : Number(amount),
      receipt: receipt === undefined ? null : String(receipt),
      // A JSON number of 12 digits is exact in a double; String() keeps every digit.
      phone: phone === undefined ? null : String(phone),
    },
  };
}

export function parseB2cResult(body: unknown): Parsed<B2cResult> {
  const parsed = resultEnvelopeSchema.safeParse(body);
  if (!parsed.success) return { ok: false, error: 'Not a B2C result: Result.OriginatorConversationID and ResultCode are required' };
  const result = parsed.data.Result;
  const parameter = parametersOf(result);
  const receipt = parameter('TransactionReceipt') ?? result.TransactionID;
  return {
    ok: true,
    value: {
      resultCode: String(result.ResultCode),
      resultDesc: result.ResultDesc ?? '',
      originatorConversationId: result.OriginatorConversationID,
      conversationId: result.ConversationID ?? null,
      transactionId: textOf(receipt),
      amount: numberOf(parameter('TransactionAmount')),
    },
  };
}

export function parseTransactionStatusResult(body: unknown): Parsed<TransactionStatusResult> {
  const parsed = resultEnvelopeSchema.safeParse(body);
  if (!parsed.success) return { ok: false, error: 'Not a Transaction Status result: Result.OriginatorConversationID and ResultCode are required' };
  const result = parsed.data.Result;
  const parameter = parametersOf(result);
  return {
    ok: true,
    value: {
      resultCode: String(result.ResultCode),
      resultDesc: result.ResultDesc ?? '',
      originatorConversationId: textOf(parameter('OriginatorConversationID')),
      conversationId: textOf(parameter('ConversationID')),
      transactionStatus: textOf(parameter('TransactionStatus')),
      receipt: textOf(parameter('ReceiptNo')),
      amount: numberOf(parameter('Amount')),
      finalisedTime: textOf(parameter('FinalisedTime')),
      // Left out when M-Pesa does not say (a payout's or a reversal's status rarely names an account).
      creditPartyName: textOf(parameter('CreditPartyName')) ?? undefined,
      accountReference: textOf(parameter('BillReferenceNumber') ?? parameter('AccountReference') ?? parameter('TransactionReason')) ?? undefined,
      debitPartyPhone: phoneOf(parameter('DebitPartyName')) ?? undefined,
    },
  };
}

export function parseReversalResult(body: unknown): Parsed<ReversalResult> {
  const parsed = resultEnvelopeSchema.safeParse(body);
  if (!parsed.success) return { ok: false, error: 'Not a reversal result: Result.OriginatorConversationID and ResultCode are required' };
  const result = parsed.data.Result;
  const parameter = parametersOf(result);
  return {
    ok: true,
    value: {
      resultCode: String(result.ResultCode),
      resultDesc: result.ResultDesc ?? '',
      originatorConversationId: result.OriginatorConversationID,
      conversationId: result.ConversationID ?? null,
      transactionId: result.TransactionID ? result.TransactionID : null,
      originalTransactionId: textOf(parameter('OriginalTransactionID')),
      amount: numberOf(parameter('Amount')),
    },
  };
}

/** Looks a ResultParameter up by Key; a repeated Key (DebitPartyName in the DOCS sample) gives its first value. */
function parametersOf(result: z.infer<typeof resultEnvelopeSchema>['Result']) {
  const raw = result.ResultParameters?.ResultParameter;
  const parameters = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return (key: string) => parameters.find((entry) => entry.Key === key)?.Value;
}

const textOf = (value: string | number | undefined) => (value === undefined || value === '' ? null : String(value));
/** A whole Kenyan MSISDN at the start of a party name ("254708374149 - NAME"); a masked or short one is no number. */
const phoneOf = (value: string | number | undefined) => /^(254[17]\d{8})(?!\d)/.exec(String(value ?? '').trim())?.[1] ?? null;
const numberOf = (value: string | number | undefined) => (value === undefined || value === '' || Number.isNaN(Number(value)) ? null : Number(value));
