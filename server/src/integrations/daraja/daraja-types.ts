/** What the Daraja client takes and gives back (daraja-client.ts), apart from how it talks to Daraja. */

export interface StkPushInput {
  amount: number;
  /** 2547XXXXXXXX / 2541XXXXXXXX (toMsisdn from @okota/shared). */
  msisdn: string;
  callbackUrl: string;
  accountReference: string;
  transactionDesc: string;
}

export interface StkPushAccepted {
  merchantRequestId: string;
  checkoutRequestId: string;
  customerMessage: string;
}

/** The query either has no result yet, or has the final ResultCode (always a string here). */
export type StkQueryResult = { state: 'pending' } | { state: 'final'; resultCode: string; resultDesc: string };

export interface B2cInput {
  /** The idempotency key: the same id is never paid twice by Daraja (500.002.1001). */
  originatorConversationId: string;
  amount: number;
  msisdn: string;
  remarks: string;
  occasion?: string;
  resultUrl: string;
  queueTimeoutUrl: string;
}

export interface B2cAccepted {
  conversationId: string;
  originatorConversationId: string;
}

export interface TransactionStatusInput {
  /**
   * The OriginatorConversationID of the request asked about (sent as OriginalConversationID): our
   * own for a B2C payout, Daraja's (from its answer) for a reversal. Empty when asking by receipt.
   */
  originatorConversationId: string;
  /** Or the M-Pesa receipt asked about (sent as TransactionID): a customer's Paybill payment (C2B). */
  transactionId?: string;
  /** Whose transaction: a payout leaves the B2C shortcode (the default), a reversal our paybill. */
  party?: 'b2c' | 'paybill';
  resultUrl: string;
  queueTimeoutUrl: string;
  remarks: string;
  occasion?: string;
}

/** The ids of the status request itself (not of the B2C asked about); the answer comes to the ResultURL. */
export type TransactionStatusAccepted = B2cAccepted;

export interface ReversalInput {
  /** The M-Pesa receipt of the customer's payment to reverse. */
  transactionId: string;
  amount: number;
  resultUrl: string;
  queueTimeoutUrl: string;
  remarks: string;
  occasion?: string;
}

/** Daraja's ids of the reversal request; its result comes later to the ResultURL. */
export type ReversalAccepted = B2cAccepted;

/** C2B Register URL (docs/reference/mpesa-daraja.md §6): where M-Pesa sends the validation and confirmation of payments to our Paybill. */
export interface C2bRegisterInput {
  confirmationUrl: string;
  validationUrl: string;
  /** What M-Pesa does when the validation URL cannot be reached: complete the payment, or cancel it. */
  responseType: 'Completed' | 'Cancelled';
}

export interface DarajaClient {
  accessToken(): Promise<string>;
  stkPush(input: StkPushInput): Promise<StkPushAccepted>;
  stkQuery(checkoutRequestId: string): Promise<StkQueryResult>;
  b2cPayment(input: B2cInput): Promise<B2cAccepted>;
  transactionStatus(input: TransactionStatusInput): Promise<TransactionStatusAccepted>;
  reversal(input: ReversalInput): Promise<ReversalAccepted>;
  registerC2bUrls(input: C2bRegisterInput): Promise<{ originatorConversationId: string }>;
}
