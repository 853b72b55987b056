/**
 * The SMS simulator as a process of its own, for the production rehearsal (and an operator who
 * wants to try a deployment without Africa's Talking): the server runs with SMS_ENV=sandbox,
 * AT_BASE_URL pointed here and the simulator's account (AT_SIMULATOR_CREDENTIALS) as
 * AT_USERNAME/AT_API_KEY, exactly as it would talk to Africa's Talking.
 *
 *   PORT=7071 REPORT_URL='https://okota.example/api/sms/delivery-reports?key=…' npx tsx server/src/integrations/africastalking/simulator/standalone.ts
 *
 * Africa's Talking takes the delivery-report URL from its dashboard, not from the request; here
 * it is REPORT_URL (unset: no reports). Behind a TLS proxy with a private CA, start it with
 * NODE_EXTRA_CA_CERTS pointing at that CA.
 */
import Fastify from 'fastify';
import { AT_SIMULATOR_CREDENTIALS } from '../at-settings';
import { smsSimulator } from './sms-simulator.plugin';

const port = Number(process.env.PORT ?? 7071);
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
const reportUrl = process.env.REPORT_URL;
await app.register(smsSimulator, {
  ...AT_SIMULATOR_CREDENTIALS,
  reportUrl: async () => reportUrl,
  reportDelayMs: Number(process.env.REPORT_DELAY_MS ?? 1000),
});
await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)));
