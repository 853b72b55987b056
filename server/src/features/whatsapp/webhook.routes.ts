/**
 * The WhatsApp webhook, one URL for both methods (docs/decisions/0267):
 * - GET: Meta's verification; echoes `hub.challenge` for the right `hub.verify_token`, else 403.
 * - POST: checked against X-Hub-Signature-256 on the raw bytes (absent: 401, wrong: 403, nothing
 *   changes), then each message stored once by its wamid and handed to a job, each status applied;
 *   answered 200 at once. Meta retries anything else for days, so the wamid key is what makes a
 *   repeated delivery do nothing twice.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import * as whatsappApi from '@okota/shared/contracts/whatsapp.api';
import { registerRoute } from '../../plugins/register-route';
import { AppError } from '../../lib/errors';
import type { WaSettings } from '../../integrations/whatsapp/wa-settings';
import { isValidWebhookSignature } from '../../integrations/whatsapp/wa-signature';
import { insertInbound } from './whatsapp.repository';
import { applyStatus } from './apply-status';
import { handleMessageJob } from './handle-message.job';

export const WEBHOOK_PATH = whatsappApi.receiveWebhook.path;

const inboundMessage = z.looseObject({ from: z.string().regex(/^\d{6,15}$/), id: z.string().min(1).max(200), type: z.string().max(20) });
const status = z.looseObject({
  id: z.string().min(1).max(200),
  status: z.string().max(20),
  errors: z.array(z.looseObject({ code: z.number().optional(), title: z.string().optional() })).optional(),
});
const webhookBody = z.looseObject({
  object: z.string(),
  entry: z.array(
    z.looseObject({
      changes: z.array(
        z.looseObject({
          value: z.looseObject({
            contacts: z.array(z.looseObject({ wa_id: z.string().optional(), profile: z.looseObject({ name: z.string().optional() }).optional() })).optional(),
            messages: z.array(inboundMessage).optional(),
            statuses: z.array(status).optional(),
          }),
        }),
      ),
    }),
  ),
});

export function whatsappWebhookRoutes(settings: WaSettings) {
  return async (app: FastifyInstance) => {
    const { ctx } = app;
    // The signature is over the bytes as sent: keep them, parse after checking.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    await registerRoute(app, whatsappApi.verifyWebhook, async (request, reply) => {
      const { query } = request;
      if (query['hub.mode'] !== 'subscribe' || query['hub.verify_token'] !== settings.verifyToken || !settings.verifyToken) {
        throw new AppError('FORBIDDEN', 'Forbidden');
      }
      return reply.type('text/plain; charset=utf-8').send(query['hub.challenge'] ?? '');
    });

    await registerRoute(app, whatsappApi.receiveWebhook, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-hub-signature-256'];
      if (!signature) throw new AppError('UNAUTHORIZED', 'Signature required');
      if (!isValidWebhookSignature(raw, signature, settings.appSecret)) throw new AppError('FORBIDDEN', 'Forbidden');
      let parsed: z.infer<typeof webhookBody>;
      try {
        parsed = webhookBody.parse(JSON.parse(raw.toString('utf8')));
      } catch {
        throw new AppError('VALIDATION_FAILED', 'Not a WhatsApp webhook body');
      }
      for (const change of parsed.entry.flatMap((e) => e.changes)) {
        const { contacts = [], messages = [], statuses = [] } = change.value;
        for (const message of messages) {
          const name = contacts.find((c) => c.wa_id === message.from)?.profile?.name;
          await ctx.db.transaction(async (tx) => {
            const fresh = await insertInbound(tx, {
              wamid: message.id,
              waId: message.from,
              type: message.type,
              message: { ...message, profileName: name ?? null },
            });
            if (fresh) await ctx.jobs.enqueue(tx, handleMessageJob, { wamid: message.id });
          });
        }
        for (const update of statuses) await applyStatus(ctx, update);
      }
      return { received: true };
    });
  };
}
