/**
 * What the payment operations share: the app context, the Daraja client (pointed at the
 * simulator, Safaricom's sandbox or production by MPESA_ENV) and our callback URLs.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { createDarajaClient, type DarajaClient } from '../../integrations/daraja/daraja-client';
import { SIMULATOR_PREFIX, resolveDarajaSettings, type DarajaSettings } from '../../integrations/daraja/daraja-settings';
import { loadCallbackSecret } from './callback-secret';

export interface HookUrls {
  stk: string;
  payoutResult: string;
  payoutTimeout: string;
  /** Where the Transaction Status answer about one payout goes: a "not found" answer names no payout, so the path does. */
  payoutStatus(originatorConversationId: string): string;
  /** A reversal's result, its queue timeout, and the Transaction Status answer about it, named by our attempt id. */
  refundResult(attemptId: string): string;
  refundTimeout(attemptId: string): string;
  refundStatus(attemptId: string): string;
  /** Transaction Status about a receipt-less payment by its STK ids, and about a reversal made in the M-Pesa portal (docs/decisions/0262). */
  refundReceipt(paymentId: number): string;
  refundPortal(paymentId: number, receipt: string): string;
}

export interface PaymentsDeps {
  ctx: AppContext;
  daraja: DarajaClient;
  settings: DarajaSettings;
  isSimulator: boolean;
  callbackSecret(): Promise<string>;
  hookUrls(): Promise<HookUrls>;
}

/**
 * Callback paths avoid the words Safaricom filters out of URLs ('mpesa', 'query', …); the
 * secret segment is what makes them unguessable.
 */
export const HOOKS_PATH = '/api/payments/hooks';

export function createPaymentsDeps(app: FastifyInstance): PaymentsDeps {
  const { ctx } = app;
  const settings = resolveDarajaSettings(ctx.config, () => simulatorBaseUrl(app));
  let secret: Promise<string> | undefined;
  const callbackSecret = () => {
    secret ??= loadCallbackSecret(ctx.config).catch((error) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
  return {
    ctx,
    settings,
    daraja: createDarajaClient(settings, { timeoutMs: ctx.config.isTest ? 5000 : 15_000 }),
    isSimulator: ctx.config.MPESA_ENV === 'simulator',
    callbackSecret,
    async hookUrls() {
      const base = `${ctx.config.publicUrl}${HOOKS_PATH}/${await callbackSecret()}`;
      return {
        stk: `${base}/stk`,
        payoutResult: `${base}/payout-result`,
        payoutTimeout: `${base}/payout-timeout`,
        payoutStatus: (originatorConversationId) => `${base}/payout-status/${encodeURIComponent(originatorConversationId)}`,
        refundResult: (attemptId) => `${base}/refund-result/${encodeURIComponent(attemptId)}`,
        refundTimeout: (attemptId) => `${base}/refund-timeout/${encodeURIComponent(attemptId)}`,
        refundStatus: (attemptId) => `${base}/refund-status/${encodeURIComponent(attemptId)}`,
        refundReceipt: (paymentId) => `${base}/refund-receipt/${paymentId}`,
        refundPortal: (paymentId, receipt) => `${base}/refund-portal/${paymentId}/${encodeURIComponent(receipt)}`,
      };
    },
  };
}

/** The simulator lives in this very server; its port is known only once listening (tests use port 0). */
function simulatorBaseUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (address && typeof address === 'object') {
    const wildcard = address.address === '0.0.0.0' || address.address === '::';
    const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `http://${host}:${address.port}${SIMULATOR_PREFIX}`;
  }
  return `http://127.0.0.1:${app.ctx.config.PORT}${SIMULATOR_PREFIX}`;
}
