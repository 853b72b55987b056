/**
 * The WhatsApp channel (issue 36, docs/decisions/0267): the Cloud API client, pointed at Meta when
 * WHATSAPP_BASE_URL is set or at the built-in simulator (under /__wa) outside production; the
 * webhook; the job that answers each inbound message once. In production without the variables
 * there is no channel: nothing is registered and the webhook answers 404.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { createWaClient } from '../../integrations/whatsapp/wa-client';
import { resolveWaSettings, WA_SIMULATOR_PREFIX } from '../../integrations/whatsapp/wa-settings';
import { waSimulator } from '../../integrations/whatsapp/simulator/wa-simulator.plugin';
import type { WaSimulatorState } from '../../integrations/whatsapp/simulator/wa-simulator-state';
import { WEBHOOK_PATH, whatsappWebhookRoutes } from './webhook.routes';
import type { SearchHit, WaDeps } from './conversation/wa-reply';
import { handleMessageJob } from './handle-message.job';
import { whatsappDevRoutes } from './whatsapp-dev.routes';
import { whatsappAdminRoutes } from './whatsapp-admin.routes';
import { whatsappProfileRoutes } from './whatsapp-profile.routes';
import { registerWhatsappTurns } from './turns/whatsapp-turns';

/** Statuses come back this long after a send: about a second in development, soon in tests. */
const STATUS_DELAY_MS = { development: 800, test: 50 };

export const whatsappFeature: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const settings = resolveWaSettings(ctx.config, () => loopbackUrl(app) + WA_SIMULATOR_PREFIX);
  if (!settings) return;
  let simulator: WaSimulatorState | undefined;
  if (settings.mode === 'simulator') {
    await app.register(waSimulator, {
      prefix: WA_SIMULATOR_PREFIX,
      phoneNumberId: settings.phoneNumberId,
      token: settings.token,
      appSecret: settings.appSecret,
      webhookUrl: () => `${loopbackUrl(app)}${WEBHOOK_PATH}`,
      selfUrl: () => loopbackUrl(app) + WA_SIMULATOR_PREFIX,
      statusDelayMs: ctx.config.isTest ? STATUS_DELAY_MS.test : STATUS_DELAY_MS.development,
      onState: (state) => (simulator = state),
    });
  }
  const client = createWaClient(settings, { timeoutMs: ctx.config.isTest ? 5000 : 10_000 });
  const deps: WaDeps = {
    ctx,
    client,
    // The web's own public search, asked in-process: the same ranking, caches and visibility rules.
    async searchPublic(words, county) {
      const query = new URLSearchParams({ search: words, location: county, limit: '5' });
      const answer = await app.inject({ method: 'GET', url: `/api/items?${query}` });
      return answer.statusCode === 200 ? (answer.json() as { items: SearchHit[] }).items : [];
    },
    // As a guest: a photo the public may not see is never sent.
    async publicPhotoOf(itemId) {
      const answer = await app.inject({ method: 'GET', url: `/api/items/${itemId}` });
      return answer.statusCode === 200 ? ((answer.json() as { images?: string[] }).images?.[0] ?? undefined) : undefined;
    },
  };
  ctx.jobs.serve([handleMessageJob], deps);
  registerWhatsappTurns(ctx, client);
  await app.register(whatsappWebhookRoutes(settings));
  await app.register(whatsappAdminRoutes);
  await app.register(whatsappProfileRoutes);
  await app.register(
    whatsappDevRoutes({
      simulator: () => simulator,
      async act(body) {
        const answer = await app.inject({ method: 'POST', url: `${WA_SIMULATOR_PREFIX}/__sim/person`, payload: body as Record<string, unknown> });
        return { statusCode: answer.statusCode, body: answer.json() as unknown };
      },
    }),
  );
};

/** The simulator and the webhook live in this very server; its port is known only once listening. */
function loopbackUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (address && typeof address === 'object') {
    const wildcard = address.address === '0.0.0.0' || address.address === '::';
    const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `http://${host}:${address.port}`;
  }
  return `http://127.0.0.1:${app.ctx.config.PORT}`;
}
