/**
 * How the simulator decides what happens: by the phone number, the way Safaricom's sandbox is
 * used with its test MSISDN. A number 07000CCCCC (2547000CCCCC) ends with result code CCCCC;
 * 0700000000 never gets a callback (the payment is found by STK query); 07003000NN choose how a
 * refund (reversal) of their payment ends; every other number succeeds. docs/payments.md lists
 * them; the payment dialog shows the STK ones in simulator mode.
 */
import { isMpesaNumber } from '@okota/shared';

export const STK_RESULTS: Record<number, string> = {
  0: 'The service request is processed successfully.',
  1: 'The balance is insufficient for the transaction.',
  17: 'Rule limited.',
  1019: 'Transaction has expired.',
  1025: 'An error occurred while sending a push request.',
  1032: 'Request cancelled by user',
  1037: 'DS timeout user cannot be reached',
  2001: 'The initiator information is invalid.',
};

export const B2C_RESULTS: Record<number, string> = {
  0: 'The service request is processed successfully.',
  1: 'The balance is insufficient for the transaction.',
  2001: 'The initiator information is invalid.',
  2040: "Credit Party customer type (Unregistered or Registered Customer) can't be supported by the service.",
  8006: 'The security credential is locked.',
};

/**
 * Transaction Status about an OriginalConversationID M-Pesa does not know. docs/reference/mpesa-daraja.md §6 gives no
 * code for it, so the simulator answers with the code and words Daraja uses in the same Result
 * envelope for an original transaction it does not know (the Reversal API's R000002).
 */
export const STATUS_NOT_FOUND = { resultCode: 'R000002', resultDesc: 'The OriginalTransactionID is invalid.' } as const;

export const NO_CALLBACK_MSISDN = '254700000000';

/**
 * Like NO_CALLBACK_MSISDN (paid, no callback, found by the STK query, so no receipt), and
 * Transaction Status by the STK's CheckoutRequestID does not know it either: the payment's
 * receipt cannot be learnt, and only a reversal made in the M-Pesa portal returns the money
 * (docs/decisions/0262).
 */
export const UNTRACEABLE_MSISDN = '254700000010';

/**
 * Reversals of a payment are decided by the phone that paid (its STK payment succeeds like any
 * other number's). docs/reference/mpesa-daraja.md §6 documents only R000002 as a failure code, so both failures use it.
 */
export const REVERSAL_TEST_MSISDNS = {
  /** The first reversal of the payment fails with R000002; any later one succeeds (to test Retry). */
  failsOnce: '254700300001',
  /** Every reversal fails with R000002. */
  alwaysFails: '254700300002',
  /** The reversal is made, but only the QueueTimeOutURL hears about it: Transaction Status says Completed. */
  timesOut: '254700300003',
} as const;

export const REVERSAL_RESULTS = {
  success: { resultCode: 0, resultDesc: 'The service request is processed successfully.' },
  failure: { resultCode: 'R000002', resultDesc: 'The OriginalTransactionID is invalid.' },
  /** A payment reversed already is not reversed again (the simulator's words; Daraja's are not documented). */
  alreadyReversed: { resultCode: 'R000001', resultDesc: 'The transaction has already been reversed.' },
} as const;

export type ReversalOutcome = 'success' | 'failure' | 'timeout';

/** `earlierAttempts`: reversals already asked for this payment. */
export function reversalOutcomeFor(msisdn: string, earlierAttempts: number): ReversalOutcome {
  if (msisdn === REVERSAL_TEST_MSISDNS.alwaysFails) return 'failure';
  if (msisdn === REVERSAL_TEST_MSISDNS.failsOnce) return earlierAttempts === 0 ? 'failure' : 'success';
  if (msisdn === REVERSAL_TEST_MSISDNS.timesOut) return 'timeout';
  return 'success';
}

export interface Outcome {
  resultCode: number;
  resultDesc: string;
  /** The result is reached but never POSTed; only a query finds it. */
  sendsCallback: boolean;
}

function outcomeFor(msisdn: string, results: Record<number, string>): Outcome {
  if (msisdn === NO_CALLBACK_MSISDN || msisdn === UNTRACEABLE_MSISDN) return { resultCode: 0, resultDesc: results[0], sendsCallback: false };
  const match = /^2547000(\d{5})$/.exec(msisdn);
  const code = match ? Number(match[1]) : 0;
  if (results[code] === undefined) return { resultCode: 0, resultDesc: results[0], sendsCallback: true };
  return { resultCode: code, resultDesc: results[code], sendsCallback: true };
}

export const stkOutcomeFor = (msisdn: string) => outcomeFor(msisdn, STK_RESULTS);
/** A number on another network is no M-Pesa customer: M-Pesa takes the request and fails it with 2040. */
export const b2cOutcomeFor = (msisdn: string): Outcome =>
  isMpesaNumber(msisdn) ? outcomeFor(msisdn, B2C_RESULTS) : { resultCode: 2040, resultDesc: B2C_RESULTS[2040], sendsCallback: true };

export type TestNumberOutcome = 'success' | 'insufficient' | 'wrongPin' | 'cancelled' | 'unreachable' | 'expired' | 'noCallback';

/** What the payment dialog shows in simulator mode (local format, as a person types it). */
export const STK_TEST_NUMBERS: Array<{ phoneNumber: string; outcome: TestNumberOutcome; resultCode: number }> = [
  { phoneNumber: '0708374149', outcome: 'success', resultCode: 0 },
  { phoneNumber: '0700000001', outcome: 'insufficient', resultCode: 1 },
  { phoneNumber: '0700002001', outcome: 'wrongPin', resultCode: 2001 },
  { phoneNumber: '0700001032', outcome: 'cancelled', resultCode: 1032 },
  { phoneNumber: '0700001037', outcome: 'unreachable', resultCode: 1037 },
  { phoneNumber: '0700001019', outcome: 'expired', resultCode: 1019 },
  { phoneNumber: '0700000000', outcome: 'noCallback', resultCode: 0 },
  { phoneNumber: '0700000010', outcome: 'noCallback', resultCode: 0 },
];
