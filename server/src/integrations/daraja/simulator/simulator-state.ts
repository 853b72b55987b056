/**
 * The simulator's memory: issued tokens, STK, B2C and reversal transactions, counters for tests, and the
 * test controls (delays, dropped or duplicated callbacks, forced errors). A development tool in
 * one process, so plain memory is enough.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

export interface StkTransaction {
  checkoutRequestId: string;
  merchantRequestId: string;
  amount: number;
  msisdn: string;
  callbackUrl: string;
  accountReference: string;
  createdAt: string;
  result?: { resultCode: number; resultDesc: string; receipt?: string; transactionDate?: number };
  callbacksSent: number;
}

export interface B2cTransaction {
  originatorConversationId: string;
  conversationId: string;
  amount: number;
  msisdn: string;
  resultUrl: string;
  queueTimeoutUrl: string;
  createdAt: string;
  result?: { resultCode: number; resultDesc: string; receipt: string };
  resultsSent: number;
}

/** A reversal of an STK payment (docs/reference/mpesa-daraja.md §6), keyed by the OriginatorConversationID Daraja gave it. */
export interface ReversalTransaction {
  originatorConversationId: string;
  conversationId: string;
  /** The reversed payment's receipt. */
  originalTransactionId: string;
  amount: number;
  /** Who paid: the reversal credits this phone. */
  msisdn: string;
  resultUrl: string;
  queueTimeoutUrl: string;
  createdAt: string;
  /** receipt is the reversal's own transaction id. */
  result?: { resultCode: number | string; resultDesc: string; receipt: string };
  resultsSent: number;
}

/** A customer's payment to a Paybill (C2B, docs/reference/mpesa-daraja.md §6), keyed by its receipt (TransID). */
export interface C2bTransaction {
  transId: string;
  shortcode: string;
  amount: number;
  /** The whole number; the confirmation masks it. */
  msisdn: string;
  billRefNumber: string;
  transTime: string;
  createdAt: string;
  /** Completed at once: the money moved when the customer entered the PIN. */
  result: { resultCode: 0; resultDesc: string; receipt: string };
  confirmationsSent: number;
}

/** C2B Register URL, per shortcode. Kept across a reset: registering is the product's start-up, not a test scenario. */
export interface C2bRegistration {
  shortcode: string;
  confirmationUrl: string;
  validationUrl?: string;
  responseType: 'Completed' | 'Cancelled';
  registeredAt: string;
}

export type DeliveryMode = 'normal' | 'drop' | 'duplicate' | 'timeout';
export type SimulatedEndpoint = 'oauth' | 'stkpush' | 'stkquery' | 'b2c' | 'transactionstatus' | 'reversal' | 'c2bregister' | 'c2bsimulate';

export interface ForcedError {
  endpoint: SimulatedEndpoint;
  httpStatus: number;
  errorCode: string;
  errorMessage: string;
  remaining: number;
}

export class SimulatorState {
  readonly tokens = new Map<string, number>();
  readonly stk = new Map<string, StkTransaction>();
  readonly b2c = new Map<string, B2cTransaction>();
  readonly reversals = new Map<string, ReversalTransaction>();
  readonly c2b = new Map<string, C2bTransaction>();
  readonly c2bRegistrations = new Map<string, C2bRegistration>();
  readonly stats = { oauth: 0, stkPush: 0, stkQuery: 0, b2c: 0, transactionStatus: 0, reversal: 0, c2bRegister: 0, c2bPayments: 0, callbacksSent: 0 };
  callbackDelayMs: number;
  /** Applied to the next callbacks, one entry each (STK, B2C and Transaction Status alike). */
  readonly nextDeliveries: Array<{ mode: DeliveryMode; delayMs?: number }> = [];
  readonly forcedErrors: ForcedError[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    readonly defaultDelayMs: number,
    private readonly log: FastifyBaseLogger,
  ) {
    this.callbackDelayMs = defaultDelayMs;
  }

  issueToken(lifetimeSeconds: number): string {
    const token = randomBytes(21)
      .toString('base64')
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 28);
    this.tokens.set(token, Date.now() + lifetimeSeconds * 1000);
    return token;
  }

  isTokenValid(token: string | undefined): boolean {
    if (!token) return false;
    const expiresAt = this.tokens.get(token);
    return !!expiresAt && expiresAt > Date.now();
  }

  takeForcedError(endpoint: SimulatedEndpoint): ForcedError | undefined {
    const index = this.forcedErrors.findIndex((e) => e.endpoint === endpoint);
    if (index < 0) return undefined;
    const forced = this.forcedErrors[index];
    if (--forced.remaining <= 0) this.forcedErrors.splice(index, 1);
    return forced;
  }

  nextDelivery(): { mode: DeliveryMode; delayMs: number } {
    const next = this.nextDeliveries.shift();
    return { mode: next?.mode ?? 'normal', delayMs: next?.delayMs ?? this.callbackDelayMs };
  }

  later(delayMs: number, task: () => Promise<void> | void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      Promise.resolve(task()).catch((err) => this.log.warn({ err }, 'daraja simulator task failed'));
    }, delayMs);
    this.timers.add(timer);
  }

  /** POSTs a callback like Safaricom does: JSON, no authentication, the answer ignored. */
  async post(url: string, body: unknown): Promise<void> {
    this.stats.callbacksSent++;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      await response.text();
    } catch (err) {
      this.log.warn({ err, url: redactUrl(url) }, 'daraja simulator could not deliver a callback');
    }
  }

  reset(): void {
    this.clearTimers();
    this.tokens.clear();
    this.stk.clear();
    this.b2c.clear();
    this.reversals.clear();
    this.c2b.clear();
    this.nextDeliveries.length = 0;
    this.forcedErrors.length = 0;
    this.callbackDelayMs = this.defaultDelayMs;
    Object.assign(this.stats, {
      oauth: 0,
      stkPush: 0,
      stkQuery: 0,
      b2c: 0,
      transactionStatus: 0,
      reversal: 0,
      c2bRegister: 0,
      c2bPayments: 0,
      callbacksSent: 0,
    });
  }

  clearTimers(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}

/** Callback URLs hold a secret path segment; logs show only the origin. */
function redactUrl(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'invalid url';
  }
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** 10 upper-case characters starting with a letter, like 'NLJ7RT61SV'. */
export function receiptNumber(): string {
  let receipt = ALPHANUMERIC[randomInt(26)];
  while (receipt.length < 10) receipt += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return receipt;
}

export function merchantRequestId(): string {
  const hex = (bytes: number) => randomBytes(bytes).toString('hex');
  return `${hex(2)}-${hex(2)}-${hex(2)}-${hex(6)}${randomInt(1_000_000, 9_999_999)}`;
}

/** ws_CO_ + DDMMYYYYHHmmssSSS (EAT) + the 9-digit national number, as recent samples look. */
export function checkoutRequestId(msisdn: string, now = new Date()): string {
  const eat = new Date(now.getTime() + 3 * 60 * 60 * 1000).toISOString();
  const stamp = `${eat.slice(8, 10)}${eat.slice(5, 7)}${eat.slice(0, 4)}${eat.slice(11, 13)}${eat.slice(14, 16)}${eat.slice(17, 19)}${eat.slice(20, 23)}`;
  return `ws_CO_${stamp}${msisdn.slice(3)}`;
}

export function conversationId(now = new Date()): string {
  return `AG_${now.toISOString().slice(0, 10).replace(/-/g, '')}_${randomBytes(10).toString('hex')}`;
}
