/**
 * The one M-Pesa Daraja client: OAuth, STK push (M-Pesa Express), STK query, B2C v3,
 * Transaction Status, Transaction Reversal and C2B Register URL. The same code talks to the
 * built-in simulator, Safaricom's sandbox and production (docs/reference/mpesa-daraja.md is the
 * protocol reference; the types are in daraja-types.ts). The token, retries and checks are in
 * daraja-transport.ts; each API's requests beside it: daraja-stk.ts, daraja-b2c.ts,
 * daraja-status-reversal.ts, daraja-c2b.ts.
 */
import type { DarajaSettings } from './daraja-settings';
import type { DarajaClient } from './daraja-types';
import { registerC2bUrls } from './daraja-c2b';
import { b2cPayment } from './daraja-b2c';
import { reversal, transactionStatus } from './daraja-status-reversal';
import { stkPush, stkQuery } from './daraja-stk';
import { createDarajaTransport, type DarajaClientOptions } from './daraja-transport';

export type {
  B2cAccepted,
  B2cInput,
  C2bRegisterInput,
  DarajaClient,
  ReversalAccepted,
  ReversalInput,
  StkPushAccepted,
  StkPushInput,
  StkQueryResult,
  TransactionStatusAccepted,
  TransactionStatusInput,
} from './daraja-types';
export type { DarajaClientOptions } from './daraja-transport';

export function createDarajaClient(settings: DarajaSettings, options: DarajaClientOptions = {}): DarajaClient {
  const daraja = createDarajaTransport(settings, options);
  return {
    accessToken: async () => {
      daraja.requireSettings(['MPESA_CONSUMER_KEY', 'MPESA_CONSUMER_SECRET']);
      return daraja.accessToken();
    },
    stkPush: (input) => stkPush(daraja, input),
    stkQuery: (checkoutRequestId) => stkQuery(daraja, checkoutRequestId),
    b2cPayment: (input) => b2cPayment(daraja, input),
    transactionStatus: (input) => transactionStatus(daraja, input),
    reversal: (input) => reversal(daraja, input),

    async registerC2bUrls(input) {
      daraja.requireSettings(['MPESA_CONSUMER_KEY', 'MPESA_CONSUMER_SECRET', 'MPESA_SHORTCODE']);
      [
        [input.confirmationUrl, 'ConfirmationURL'],
        [input.validationUrl, 'ValidationURL'],
      ].forEach(([url, field]) => daraja.checkCallbackUrl(url, field));
      // Registering the same URLs again changes nothing, so a call whose answer was lost may be repeated.
      return registerC2bUrls((path, body) => daraja.call(path, { method: 'POST', idempotent: true, body }), settings.shortcode, input);
    },
  };
}
