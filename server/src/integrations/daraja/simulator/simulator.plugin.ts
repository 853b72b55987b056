/**
 * A Daraja simulator speaking the same HTTP protocol as Safaricom (docs/reference/mpesa-daraja.md §10): OAuth, STK
 * push with its asynchronous callback, STK query, B2C v1 and v3 with the result callback,
 * Transaction Reversal with its result, Transaction Status about payouts, reversals and Paybill payments, and C2B
 * (Register URL, a customer paying the Paybill, validation and confirmation). The payments feature mounts it under /__daraja when
 * MPESA_ENV=simulator, and the real client calls it over loopback HTTP, so the code that runs
 * against Safaricom is the code tested here.
 */
import type { FastifyInstance } from 'fastify';
import type { DarajaSettings } from '../daraja-settings';
import { SimulatorState, merchantRequestId } from './simulator-state';
import type { SimulatorScope } from './simulator-scope';
import { registerStkRoutes } from './stk.routes';
import { registerB2cRoutes } from './b2c.routes';
import { registerTransactionStatusRoutes } from './transaction-status.routes';
import { registerReversalRoutes } from './reversal.routes';
import { registerControlRoutes } from './control.routes';
import { registerC2bRoutes } from './c2b.routes';

export interface SimulatorOptions {
  settings: DarajaSettings;
  /** How long the "customer" takes before the callback (about 2 s in development). */
  callbackDelayMs: number;
}

const TOKEN_LIFETIME_SECONDS = 3599;

export async function darajaSimulator(app: FastifyInstance, options: SimulatorOptions): Promise<void> {
  const state = new SimulatorState(options.callbackDelayMs, app.log);
  app.addHook('onClose', async () => state.clearTimers());

  const fail: SimulatorScope['fail'] = (reply, httpStatus, errorCode, errorMessage, requestId = merchantRequestId()) =>
    reply.status(httpStatus).send({ requestId, errorCode, errorMessage });

  const scope: SimulatorScope = {
    state,
    settings: options.settings,
    fail,
    admit(request, reply, endpoint) {
      const forced = state.takeForcedError(endpoint);
      if (forced) {
        fail(reply, forced.httpStatus, forced.errorCode, forced.errorMessage);
        return false;
      }
      const header = request.headers.authorization ?? '';
      const token = header.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      if (!state.isTokenValid(token)) {
        fail(reply, 404, '404.001.03', 'Invalid Access Token');
        return false;
      }
      return true;
    },
  };

  app.setErrorHandler((error: Error & { code?: string; statusCode?: number }, _request, reply) => {
    // Daraja's well-known answer to a body that is not JSON.
    if (error.code?.startsWith('FST_ERR_CTP')) return fail(reply, 400, '400.002.02', 'Bad Request - Invalid BusinessShortCode');
    app.log.warn({ err: error }, 'daraja simulator error');
    return fail(reply, 500, '500.003.1001', 'Internal Server Error');
  });
  app.setNotFoundHandler((_request, reply) => fail(reply, 404, '404.001.01', 'Resource not found'));

  app.get('/oauth/v1/generate', { config: { access: 'development' }, schema: { hide: true } }, async (request, reply) => {
    state.stats.oauth++;
    const forced = state.takeForcedError('oauth');
    if (forced) return fail(reply, forced.httpStatus, forced.errorCode, forced.errorMessage);
    const { grant_type: grantType } = request.query as { grant_type?: string };
    if (grantType !== 'client_credentials') return fail(reply, 400, '400.008.02', 'Invalid grant type passed');
    const expected = Buffer.from(`${options.settings.consumerKey}:${options.settings.consumerSecret}`).toString('base64');
    if (request.headers.authorization !== `Basic ${expected}`) return fail(reply, 400, '400.008.01', 'Invalid Authentication passed');
    // A string, as real Daraja sends it (the documentation shows a number).
    return { access_token: state.issueToken(TOKEN_LIFETIME_SECONDS), expires_in: String(TOKEN_LIFETIME_SECONDS) };
  });

  registerStkRoutes(app, scope);
  registerB2cRoutes(app, scope);
  registerTransactionStatusRoutes(app, scope);
  registerReversalRoutes(app, scope);
  registerC2bRoutes(app, scope);
  registerControlRoutes(app, scope);
}
