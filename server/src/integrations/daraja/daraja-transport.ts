/**
 * How the Daraja client talks to M-Pesa (daraja-client.ts): the OAuth token shared by every call,
 * one more try with a fresh token when Daraja says it is invalid, retries after a network error or
 * "system busy" for calls safe to repeat, and the checks every request makes before it is sent
 * (settings present, callback URLs, Safaricom numbers). Each API's requests are built beside it
 * (daraja-stk.ts, daraja-b2c.ts, daraja-status-reversal.ts, daraja-c2b.ts).
 */
import { DarajaError, INVALID_TOKEN_CODES, darajaErrorFromBody, readErrorBody } from './daraja-errors';
import { MSISDN_PATTERN } from './daraja-format';
import type { DarajaSettings } from './daraja-settings';
import { timeOutboundCall } from '../../lib/outbound-calls';

export interface DarajaClientOptions {
  timeoutMs?: number;
  /** Extra tries after a network error or "system busy", for calls that are safe to repeat. */
  retries?: number;
  retryDelayMs?: number;
  now?: () => Date;
}

export interface CallOptions {
  method: 'GET' | 'POST';
  body?: unknown;
  idempotent: boolean;
}

/** What each API's requests are built with. */
export interface DarajaTransport {
  settings: DarajaSettings;
  now: () => Date;
  /** A Bearer call; an invalid-token answer gets one fresh token and one more try. */
  call(path: string, request: CallOptions): Promise<unknown>;
  accessToken(): Promise<string>;
  /** Refuses, before anything is sent, a call whose settings are missing. */
  requireSettings(fields: string[]): void;
  checkCallbackUrl(url: string, field: string): void;
  checkMsisdn(msisdn: string): void;
}

const TOKEN_REFRESH_MARGIN_MS = 60_000;

export function createDarajaTransport(settings: DarajaSettings, options: DarajaClientOptions = {}): DarajaTransport {
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

  return { settings, now, call, accessToken, requireSettings, checkCallbackUrl, checkMsisdn };
}

/** Amounts are whole shillings of at least one (STK push, reversal). */
export function checkAmount(amount: number): void {
  if (!Number.isInteger(amount) || amount < 1) throw new DarajaError('validation', `Amount must be a whole number of shillings: ${amount}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const darajaOutcome = (error: unknown): string => (error instanceof DarajaError ? error.kind : 'error');
