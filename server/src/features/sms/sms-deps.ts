/**
 * What the SMS feature shares: the Africa's Talking client (pointed at the simulator, the
 * sandbox or production by SMS_ENV) and the delivery-report URL Africa's Talking must be given.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { createAtClient, type AtClient } from '../../integrations/africastalking/at-client';
import { AT_SIMULATOR_PREFIX, resolveAtSettings, type AtSettings } from '../../integrations/africastalking/at-settings';
import { loadAtCallbackKey } from '../../lib/kept-secret';
import * as callbacksApi from '@okota/shared/contracts/callbacks.api';

export const DELIVERY_REPORTS_PATH = callbacksApi.deliveryReport.path;

export function createAtClientFor(app: FastifyInstance): { client: AtClient; settings: AtSettings } {
  const settings = resolveAtSettings(app.ctx.config, () => simulatorBaseUrl(app));
  return { settings, client: createAtClient(settings, { timeoutMs: app.ctx.config.isTest ? 5000 : 10_000 }) };
}

/** What to register in Africa's Talking's dashboard as the delivery-report callback. */
export async function deliveryReportUrl(config: Config): Promise<string> {
  return `${config.publicUrl}${DELIVERY_REPORTS_PATH}?key=${encodeURIComponent(await loadAtCallbackKey(config))}`;
}

/** The simulator lives in this very server; its port is known only once listening (tests use port 0). */
function simulatorBaseUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (address && typeof address === 'object') {
    const wildcard = address.address === '0.0.0.0' || address.address === '::';
    const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `http://${host}:${address.port}${AT_SIMULATOR_PREFIX}`;
  }
  return `http://127.0.0.1:${app.ctx.config.PORT}${AT_SIMULATOR_PREFIX}`;
}
