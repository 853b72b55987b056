/**
 * The one M-Pesa Daraja client: OAuth, STK push (M-Pesa Express), STK query, B2C v3,
 * Transaction Status, Transaction Reversal and C2B Register URL (daraja-c2b.ts). The same code talks to the built-in simulator, Safaricom's sandbox and
 * production (docs/reference/mpesa-daraja.md is the protocol reference; the types are in daraja-types.ts).
 */
import { DarajaError, INVALID_TOKEN_CODES, darajaErrorFromBody, readErrorBody } from './daraja-errors';
import { LIMITS, MSISDN_PATTERN, darajaText, eatTimestamp, stkPassword } from './daraja-format';
import type { DarajaSettings } from './daraja-settings';
import type { B2cAccepted, DarajaClient } from './daraja-types';
import { registerC2bUrls } from './daraja-c2b';
import { timeOutboundCall } from '../../lib/outbound-calls';

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

export interface DarajaClientOptions {
  timeoutMs?: number;
  /** Extra tries after a network error or "system busy", for calls that are safe to repeat. */
  retries?: number;
  retryDelayMs?: number;
  now?: () => Date;
}

const TOKEN_REFRESH_MARGIN_MS = 60_000;
const STK_FIELDS = ['MPESA_CONSUMER_KEY', 'MPESA_CONSUMER_SECRET', 'MPESA_SHORTCODE', 'MPESA_PASSKEY'];
const B2C_FIELDS = ['MPESA_CONSUMER_KEY', 'MPESA_CONSUMER_SECRET', 'MPESA_B2C_SHORTCODE', 'MPESA_INITIATOR_NAME', 'MPESA_SECURITY_CREDENTIAL'];

interface CallOptions {
  method: 'GET' | 'POST';
  body?: unknown;
  idempotent: boolean;
}

export function createDarajaClient(settings: DarajaSettings, options: DarajaClientOptions = {}): DarajaClient {
  const { timeoutMs = 15_000, retries = 2, retryDelayMs = 300, now = () => new Date() } = options;
  let token: { value: string; expiresAt: number } | undefined;
  // Every caller waits on the same fetch: each new token may invalidate the previous one.
  let tokenInFlight: Promise<string> | undefined;

  const baseUrl = () => (typeof settings.baseUrl === 'function' ? settings.baseUrl() : settings.baseUrl);

  function requireSettings(fields: string[]): void {
    const missing = settings.missing.filter((name) => fields.includes(name));
    if (missing.length) {
      throw new DarajaError('configuration', `M-Pesa is not configured for MPESA_ENV=${settings.env}: set ${missing.join(', ')}.`);
    }
  }

  /** Every Daraja call is timed and counted by endpoint and outcome (features/metrics). */
  const send = (path: string, call: CallOptions, authorization: string): Promise<unknown> =>
    timeOutboundCall({ service: 'mpesa', endpoint: path.split('?')[0], outcomeOf: darajaOutcome }, () => sendUntimed(path, call, authorization));

  async function sendUntimed(path: string, call: CallOptions, authorization: string): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await fetch(`${baseUrl()}${path}`, {
          method: call.method,
          headers: { Authorization: authorization, Accept: 'application/json', ...(call.body ? { 'Content-Type': 'application/json' } : {}) },
          body: call.body ? JSON.stringify(call.body) : undefined,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (cause) {
        const timedOut = (cause as Error).name === 'TimeoutError';
        const error = new DarajaError(
          'network',
          `M-Pesa could not be reached (${timedOut ? `no answer in ${timeoutMs} ms` : (cause as Error).message}) on ${path}`,
          { cause },
        );
        if (call.idempotent && attempt < retries) {
          await sleep(retryDelayMs * 2 ** attempt);
          continue;
        }
        throw error;
      }
      const text = await response.text();
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : {};
      } catch {
        body = undefined;
      }
      const errorBody = readErrorBody(body);
      if (response.ok && body !== undefined && !errorBody) return body;
      const error = errorBody
        ? darajaErrorFromBody(response.status, errorBody, path)
        : new DarajaError('unexpected', `M-Pesa answered HTTP ${response.status} with no readable body on ${path}`, { httpStatus: response.status });
      if (error.kind === 'busy' && call.idempotent && attempt < retries) {
        await sleep(retryDelayMs * 2 ** attempt);
        continue;
      }
      throw error;
    }
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${settings.consumerKey}:${settings.consumerSecret}`).toString('base64');
    const body = (await send('/oauth/v1/generate?grant_type=client_credentials', { method: 'GET', idempotent: true }, `Basic ${basic}`)) as {
      access_token?: string;
      expires_in?: number | string;
    };
    if (!body.access_token) throw new DarajaError('unexpected', 'M-Pesa OAuth answered without an access_token');
    // Documented as a number, sent as the string "3599" in practice.
    const seconds = Number(body.expires_in);
    const lifetimeMs = (Number.isFinite(seconds) && seconds > 0 ? seconds : 3599) * 1000;
    token = { value: body.access_token, expiresAt: Date.now() + lifetimeMs - TOKEN_REFRESH_MARGIN_MS };
    return body.access_token;
  }

  async function accessToken(): Promise<string> {
    if (token && Date.now() < token.expiresAt) return token.value;
    tokenInFlight ??= fetchToken().finally(() => {
      tokenInFlight = undefined;
    });
    return tokenInFlight;
  }

  /** A Bearer call; an invalid-token answer gets one fresh token and one more try. */
  async function call(path: string, request: CallOptions): Promise<unknown> {
    const used = await accessToken();
    try {
      return await send(path, request, `Bearer ${used}`);
    } catch (error) {
      if (!(error instanceof DarajaError) || !INVALID_TOKEN_CODES.has(error.errorCode ?? '')) throw error;
      if (token?.value === used) token = undefined;
      return send(path, request, `Bearer ${await accessToken()}`);
    }
  }

  function stkCredentials() {
    const timestamp = eatTimestamp(now());
    return { BusinessShortCode: settings.shortcode, Password: stkPassword(settings.shortcode, settings.passkey, timestamp), Timestamp: timestamp };
  }

  function checkCallbackUrl(url: string, field: string): void {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new DarajaError('configuration', `${field} is not a URL: ${url}`);
    }
    if (settings.requireHttpsCallbacks && parsed.protocol !== 'https:') {
      throw new DarajaError('configuration', `${field} must use HTTPS in production (PUBLIC_URL is ${parsed.origin})`);
    }
  }

  function checkMsisdn(msisdn: string): void {
    if (!MSISDN_PATTERN.test(msisdn)) throw new DarajaError('validation', `Not a Safaricom number in 2547XXXXXXXX form: ${msisdn}`);
  }

  return {
    accessToken: async () => {
      requireSettings(['MPESA_CONSUMER_KEY', 'MPESA_CONSUMER_SECRET']);
      return accessToken();
    },

    async stkPush(input) {
      requireSettings(STK_FIELDS);
      checkMsisdn(input.msisdn);
      checkCallbackUrl(input.callbackUrl, 'CallBackURL');
      if (!Number.isInteger(input.amount) || input.amount < 1)
        throw new DarajaError('validation', `Amount must be a whole number of shillings: ${input.amount}`);
      const body = (await call('/mpesa/stkpush/v1/processrequest', {
        method: 'POST',
        // Never repeated automatically: a second push is a second prompt on the customer's phone.
        idempotent: false,
        body: {
          ...stkCredentials(),
          TransactionType: 'CustomerPayBillOnline',
          Amount: input.amount,
          PartyA: input.msisdn,
          PartyB: settings.shortcode,
          PhoneNumber: input.msisdn,
          CallBackURL: input.callbackUrl,
          AccountReference: darajaText(input.accountReference, LIMITS.accountReference),
          TransactionDesc: darajaText(input.transactionDesc, LIMITS.transactionDesc),
        },
      })) as { MerchantRequestID?: string; CheckoutRequestID?: string; ResponseCode?: string | number; CustomerMessage?: string; ResponseDescription?: string };
      if (String(body.ResponseCode) !== '0' || !body.CheckoutRequestID) {
        throw new DarajaError('unexpected', `M-Pesa did not accept the push: ${body.ResponseDescription ?? 'no description'}`);
      }
      return {
        merchantRequestId: body.MerchantRequestID ?? '',
        checkoutRequestId: body.CheckoutRequestID,
        customerMessage: body.CustomerMessage ?? body.ResponseDescription ?? '',
      };
    },

    async stkQuery(checkoutRequestId) {
      requireSettings(STK_FIELDS);
      try {
        const body = (await call('/mpesa/stkpushquery/v1/query', {
          method: 'POST',
          idempotent: true,
          body: { ...stkCredentials(), CheckoutRequestID: checkoutRequestId },
        })) as { ResultCode?: string | number; ResultDesc?: string };
        if (body.ResultCode === undefined || body.ResultCode === null) return { state: 'pending' };
        return { state: 'final', resultCode: String(body.ResultCode), resultDesc: body.ResultDesc ?? '' };
      } catch (error) {
        if (error instanceof DarajaError && error.kind === 'pending') return { state: 'pending' };
        throw error;
      }
    },

    async b2cPayment(input) {
      requireSettings(B2C_FIELDS);
      checkMsisdn(input.msisdn);
      checkCallbackUrl(input.resultUrl, 'ResultURL');
      checkCallbackUrl(input.queueTimeoutUrl, 'QueueTimeOutURL');
      const body = (await call('/mpesa/b2c/v3/paymentrequest', {
        method: 'POST',
        // The payout job retries with the same OriginatorConversationID, which Daraja deduplicates.
        idempotent: false,
        body: {
          OriginatorConversationID: input.originatorConversationId,
          InitiatorName: settings.initiatorName,
          SecurityCredential: settings.securityCredential,
          CommandID: 'BusinessPayment',
          Amount: input.amount,
          PartyA: settings.b2cShortcode,
          PartyB: input.msisdn,
          Remarks: darajaText(input.remarks, LIMITS.remarks, 'Okota payout'),
          QueueTimeOutURL: input.queueTimeoutUrl,
          ResultURL: input.resultUrl,
          ...(input.occasion ? { Occasion: darajaText(input.occasion, 100) } : {}),
        },
      })) as AsyncAnswer;
      return acceptedIds(body, 'the payout', input.originatorConversationId);
    },

    async transactionStatus(input) {
      requireSettings(B2C_FIELDS);
      checkCallbackUrl(input.resultUrl, 'ResultURL');
      checkCallbackUrl(input.queueTimeoutUrl, 'QueueTimeOutURL');
      const body = (await call('/mpesa/transactionstatus/v1/query', {
        method: 'POST',
        // A question moves no money: asking twice after a network error is harmless.
        idempotent: true,
        body: {
          Initiator: settings.initiatorName,
          SecurityCredential: settings.securityCredential,
          CommandID: 'TransactionStatusQuery',
          ...(input.transactionId ? { TransactionID: input.transactionId } : { OriginalConversationID: input.originatorConversationId }),
          PartyA: input.party === 'paybill' ? settings.shortcode : settings.b2cShortcode,
          IdentifierType: '4',
          ResultURL: input.resultUrl,
          QueueTimeOutURL: input.queueTimeoutUrl,
          Remarks: darajaText(input.remarks, LIMITS.remarks, 'Okota payout check'),
          ...(input.occasion ? { Occasion: darajaText(input.occasion, 100) } : {}),
        },
      })) as AsyncAnswer;
      return acceptedIds(body, 'the status query', '');
    },

    async reversal(input) {
      requireSettings([...B2C_FIELDS, 'MPESA_SHORTCODE']);
      checkCallbackUrl(input.resultUrl, 'ResultURL');
      checkCallbackUrl(input.queueTimeoutUrl, 'QueueTimeOutURL');
      if (!Number.isInteger(input.amount) || input.amount < 1)
        throw new DarajaError('validation', `Amount must be a whole number of shillings: ${input.amount}`);
      const body = (await call('/mpesa/reversal/v1/request', {
        method: 'POST',
        // Never repeated automatically: whether Daraja took a request whose answer was lost is
        // asked by Transaction Status first (refunds reconciler), as for payouts.
        idempotent: false,
        body: {
          Initiator: settings.initiatorName,
          SecurityCredential: settings.securityCredential,
          CommandID: 'TransactionReversal',
          TransactionID: input.transactionId,
          Amount: input.amount,
          ReceiverParty: settings.shortcode,
          // Misspelled by Daraja itself (docs/reference/mpesa-daraja.md §6); "11" is an organisation's shortcode.
          RecieverIdentifierType: '11',
          ResultURL: input.resultUrl,
          QueueTimeOutURL: input.queueTimeoutUrl,
          Remarks: darajaText(input.remarks, LIMITS.remarks, 'Okota refund'),
          ...(input.occasion ? { Occasion: darajaText(input.occasion, 100) } : {}),
        },
      })) as AsyncAnswer;
      return acceptedIds(body, 'the reversal', '');
    },

    async registerC2bUrls(input) {
      requireSettings(['MPESA_CONSUMER_KEY', 'MPESA_CONSUMER_SECRET', 'MPESA_SHORTCODE']);
      [
        [input.confirmationUrl, 'ConfirmationURL'],
        [input.validationUrl, 'ValidationURL'],
      ].forEach(([url, field]) => checkCallbackUrl(url, field));
      // Registering the same URLs again changes nothing, so a call whose answer was lost may be repeated.
      return registerC2bUrls((path, body) => call(path, { method: 'POST', idempotent: true, body }), settings.shortcode, input);
    },
  };
}

interface AsyncAnswer {
  ConversationID?: string;
  OriginatorConversationID?: string;
  ResponseCode?: string | number;
  ResponseDescription?: string;
}

/** B2C and Transaction Status answer at once with ids; their result comes later to the ResultURL. */
function acceptedIds(body: AsyncAnswer, what: string, sentOriginatorId: string): B2cAccepted {
  if (String(body.ResponseCode) !== '0') throw new DarajaError('unexpected', `M-Pesa did not accept ${what}: ${body.ResponseDescription ?? 'no description'}`);
  return { conversationId: body.ConversationID ?? '', originatorConversationId: body.OriginatorConversationID ?? sentOriginatorId };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const darajaOutcome = (error: unknown): string => (error instanceof DarajaError ? error.kind : 'error');
