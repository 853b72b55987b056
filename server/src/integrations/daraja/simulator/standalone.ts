/**
 * The Daraja simulator as a process of its own, for the production rehearsal (and any operator
 * who wants to try a deployment without Safaricom): the server runs with MPESA_ENV=sandbox and
 * MPESA_BASE_URL pointed here, exactly as it would talk to Safaricom. It accepts the simulator's
 * credentials (SIMULATOR_CREDENTIALS), which the server must then be given as MPESA_*.
 *
 *   PORT=7070 npx tsx server/src/integrations/daraja/simulator/standalone.ts
 *
 * It posts its callbacks to whatever CallBackURL/ResultURL the server sends; behind a TLS proxy
 * with a private CA, start it with NODE_EXTRA_CA_CERTS pointing at that CA.
 */
import Fastify from 'fastify';
import { SIMULATOR_CREDENTIALS, type DarajaSettings } from '../daraja-settings';
import { darajaSimulator } from './simulator.plugin';

const port = Number(process.env.PORT ?? 7070);
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
const settings: DarajaSettings = {
  env: 'sandbox',
  baseUrl: `http://127.0.0.1:${port}`,
  ...SIMULATOR_CREDENTIALS,
  requireHttpsCallbacks: false,
  missing: [],
};
await app.register(darajaSimulator, { settings, callbackDelayMs: Number(process.env.CALLBACK_DELAY_MS ?? 1500) });
await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)));
