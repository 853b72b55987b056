/**
 * Test harness for everything that talks to Daraja: the whole app listening on a loopback port
 * with PUBLIC_URL pointing at itself, so the real client calls the simulator over HTTP and the
 * simulator's callbacks travel back over HTTP too.
 */
import { createServer } from 'node:net';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { SIMULATOR_PREFIX } from '../daraja-settings';

export const TEST_CALLBACK_SECRET = 'test-callback-secret-0123456789abcdef0123456789';

export interface LoopbackApp extends TestApp {
  origin: string;
  simulatorUrl: string;
  simulator: SimulatorControl;
}

export async function startLoopbackApp(env: Record<string, string> = {}): Promise<LoopbackApp> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ env: { PUBLIC_URL: origin, MPESA_CALLBACK_SECRET: TEST_CALLBACK_SECRET, ...env } });
  await t.app.listen({ port, host: '127.0.0.1' });
  const simulatorUrl = `${origin}${SIMULATOR_PREFIX}`;
  const simulator = simulatorControl(simulatorUrl);
  // Once listening, the app registers its Paybill URLs (payments/paybill/register-paybill-urls.ts):
  // a test starts after that, with the simulator's counters at zero, as after every test.
  if (t.config.MPESA_ENV === 'simulator') {
    await waitFor(async () => (await simulator.state()).c2bRegistrations.length > 0, { timeoutMs: 5000 }).catch(() => undefined);
    await simulator.reset();
  }
  return { ...t, origin, simulatorUrl, simulator };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface SimulatorState {
  stats: {
    oauth: number;
    stkPush: number;
    stkQuery: number;
    b2c: number;
    transactionStatus: number;
    reversal: number;
    c2bRegister: number;
    c2bPayments: number;
    callbacksSent: number;
  };
  stk: Array<{ checkoutRequestId: string; msisdn: string; amount: number; result?: { resultCode: number; receipt?: string }; callbacksSent: number }>;
  b2c: Array<{ originatorConversationId: string; msisdn: string; amount: number; result?: { resultCode: number; receipt: string }; resultsSent: number }>;
  reversals: Array<{
    originatorConversationId: string;
    originalTransactionId: string;
    msisdn: string;
    amount: number;
    result?: { resultCode: number | string; resultDesc: string; receipt: string };
    resultsSent: number;
  }>;
  c2b: Array<{ transId: string; shortcode: string; amount: number; msisdn: string; billRefNumber: string; confirmationsSent: number }>;
  c2bRegistrations: Array<{ shortcode: string; confirmationUrl: string; validationUrl?: string; responseType: string }>;
}

export type PaybillPayment = { phone: string; businessNumber: string; accountReference: string; amount: number };
export type PaybillOutcome = { accepted: true; transId: string } | { accepted: false; resultCode: string; resultDesc: string };

export type SimulatorControl = ReturnType<typeof simulatorControl>;

/** The simulator's test controls, over HTTP like everything else. */
export function simulatorControl(simulatorUrl: string) {
  const post = async (path: string, body: unknown = {}) => {
    const response = await fetch(`${simulatorUrl}/__control${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`simulator control ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  return {
    state: async (): Promise<SimulatorState> => (await fetch(`${simulatorUrl}/__control/state`)).json() as Promise<SimulatorState>,
    reset: () => post('/reset'),
    setDelay: (callbackDelayMs: number) => post('/settings', { callbackDelayMs }),
    nextCallback: (mode: 'normal' | 'drop' | 'duplicate' | 'timeout', options: { delayMs?: number; count?: number } = {}) =>
      post('/next-callback', { mode, ...options }),
    forceError: (error: {
      endpoint: 'oauth' | 'stkpush' | 'stkquery' | 'b2c' | 'transactionstatus' | 'reversal' | 'c2bregister' | 'c2bsimulate';
      httpStatus: number;
      errorCode: string;
      errorMessage: string;
      times?: number;
    }) => post('/force-error', error),
    expireTokens: () => post('/expire-tokens'),
    resendStk: (checkoutRequestId: string) => post(`/stk/${encodeURIComponent(checkoutRequestId)}/resend`),
    /** Reverses a paid STK payment as an operator would in the M-Pesa portal; answers the reversal's receipt. */
    portalReversal: async (checkoutRequestId: string): Promise<string> =>
      ((await post(`/stk/${encodeURIComponent(checkoutRequestId)}/portal-reversal`)) as { receipt: string }).receipt,
    resendB2c: (originatorConversationId: string) => post(`/b2c/${encodeURIComponent(originatorConversationId)}/resend`),
    resendReversal: (originatorConversationId: string) => post(`/reversal/${encodeURIComponent(originatorConversationId)}/resend`),
    /** A customer pays the Paybill from their phone (the confirmation follows after the usual delay). */
    payPaybill: (payment: PaybillPayment) => post('/c2b/pay', payment) as Promise<PaybillOutcome>,
    resendC2b: (transId: string) => post(`/c2b/${encodeURIComponent(transId)}/resend`),
  };
}

/** Polls until the check passes (callbacks arrive asynchronously). */
export async function waitFor<T>(check: () => Promise<T | undefined | false>, { timeoutMs = 5000, intervalMs = 20 } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('waitFor timed out');
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
