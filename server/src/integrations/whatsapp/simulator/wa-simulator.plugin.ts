/**
 * A WhatsApp Cloud API simulator speaking Meta's HTTP protocol (docs/decisions/0267): sends and
 * media (downloads, and uploads whose id an image then carries) with the bearer token (401 otherwise), the 24-hour window per recipient (131047 for
 * free-form outside it), the product's templates only (132001 otherwise), `sent` then `delivered`
 * statuses posted signed to our webhook. Its control routes under /__sim/ play a person's phone:
 * type, send a photo, share a location, tap a button or a list row, each delivered signed.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isKnownTemplate } from '../wa-templates';
import { WA_MAX_MEDIA_BYTES } from '../wa-client';
import { WaSimulatorState, simulatedWamid, WINDOW_MS } from './wa-simulator-state';
import { inboundMessage, personAction, postSigned, webhookEnvelope, type PersonAction } from './wa-person-events';

export interface WaSimulatorOptions {
  phoneNumberId: string;
  token: string;
  appSecret: string;
  /** Our webhook, where statuses and the person's messages go. */
  webhookUrl: () => string;
  /** Where this simulator is reachable (media urls point back at it). */
  selfUrl: () => string;
  statusDelayMs: number;
  onState?: (state: WaSimulatorState) => void;
}

const IMAGE_MAGIC: Record<string, (bytes: Buffer) => boolean> = {
  'image/jpeg': (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
};

/** The media id an outgoing message carries: an image message's, or a button message's image header. */
function uploadedImageOf(body: Record<string, unknown>): string | undefined {
  const image = (body.image ?? (body.interactive as { header?: { image?: unknown } } | undefined)?.header?.image) as { id?: unknown } | undefined;
  return typeof image?.id === 'string' ? image.id : undefined;
}

const metaError = (reply: FastifyReply, status: number, code: number, message: string) =>
  reply.status(status).send({ error: { message, type: 'OAuthException', code, fbtrace_id: 'SIMULATED' } });

export async function waSimulator(app: FastifyInstance, options: WaSimulatorOptions): Promise<void> {
  const state = new WaSimulatorState(options.statusDelayMs, app.log);
  options.onState?.(state);
  app.addHook('onClose', async () => state.clearTimers());
  const opts = { config: { access: 'development' as const }, schema: { hide: true } };
  const authorised = (request: FastifyRequest) => request.headers.authorization === `Bearer ${options.token}`;

  function postStatuses(
    wamid: string,
    to: string,
    steps: Array<{ status: string; errors?: Array<{ code: number; title: string }> }>,
    sent: { statuses: Array<{ status: string; httpStatus: number | null }> },
  ) {
    const [step, ...rest] = steps;
    if (!step) return;
    state.later(state.statusDelayMs, async () => {
      const value = {
        statuses: [
          {
            id: wamid,
            status: step.status,
            timestamp: String(Math.floor(Date.now() / 1000)),
            recipient_id: to,
            ...(step.errors ? { errors: step.errors } : {}),
          },
        ],
      };
      const httpStatus = await postSigned(options.webhookUrl(), webhookEnvelope(options.phoneNumberId, value), options.appSecret);
      sent.statuses.push({ status: step.status, httpStatus });
      postStatuses(wamid, to, rest, sent);
    });
  }

  app.post('/:phoneNumberId/messages', opts, async (request, reply) => {
    if (!authorised(request)) return metaError(reply, 401, 190, 'Invalid OAuth access token.');
    const { phoneNumberId } = request.params as { phoneNumberId: string };
    if (phoneNumberId !== options.phoneNumberId) return metaError(reply, 400, 100, 'Unsupported post request: unknown phone number id');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const to = typeof body.to === 'string' ? body.to : '';
    if (body.messaging_product !== 'whatsapp' || !/^\d{9,15}$/.test(to)) return metaError(reply, 400, 100, 'Invalid parameter');
    if (body.type === 'template') {
      const template = body.template as { name?: string; language?: { code?: string } } | undefined;
      if (!isKnownTemplate(template?.name ?? '', template?.language?.code ?? ''))
        return metaError(reply, 404, 132001, 'Template name does not exist in the translation');
    } else if (!state.isWindowOpen(to)) {
      return metaError(reply, 400, 131047, 'Re-engagement message: more than 24 hours have passed since the recipient last replied');
    }
    // An image by id must be one uploaded to this number (Meta: 131053 media upload error otherwise).
    const mediaId = uploadedImageOf(body);
    if (mediaId !== undefined && !state.media.has(mediaId)) return metaError(reply, 400, 131053, 'Media upload error: unknown media id');
    const wamid = simulatedWamid();
    const sent = { wamid, to, body, receivedAt: new Date().toISOString(), statuses: [] };
    state.record(sent);
    const failing = state.failNext.delete(to);
    postStatuses(
      wamid,
      to,
      failing ? [{ status: 'failed', errors: [{ code: 131026, title: 'Message undeliverable' }] }] : [{ status: 'sent' }, { status: 'delivered' }],
      sent,
    );
    return { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id: wamid }] };
  });

  // Uploads (multipart: file, type, messaging_product), read in this plugin's scope only.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: 8 * 1024 * 1024 }, (_request, body, done) => done(null, body));
  app.post('/:phoneNumberId/media', opts, async (request, reply) => {
    if (!authorised(request)) return metaError(reply, 401, 190, 'Invalid OAuth access token.');
    if ((request.params as { phoneNumberId: string }).phoneNumberId !== options.phoneNumberId)
      return metaError(reply, 400, 100, 'Unsupported post request: unknown phone number id');
    const contentType = String(request.headers['content-type'] ?? '');
    if (!Buffer.isBuffer(request.body) || !contentType.startsWith('multipart/form-data'))
      return metaError(reply, 400, 100, 'Invalid parameter: multipart expected');
    const form = await new Response(new Uint8Array(request.body), { headers: { 'content-type': contentType } }).formData().catch(() => null);
    const file = form?.get('file');
    if (!form || form.get('messaging_product') !== 'whatsapp' || !(file instanceof Blob)) return metaError(reply, 400, 100, 'Invalid parameter');
    const bytes = Buffer.from(await file.arrayBuffer());
    const type = String(form.get('type') ?? file.type);
    // As Meta: an image message is a JPEG or a PNG of at most 5 MB, and the bytes must be what the type says.
    if (!IMAGE_MAGIC[type]?.(bytes)) return metaError(reply, 400, 131053, `Media upload error: ${type} is not a JPEG or PNG image`);
    if (bytes.length > WA_MAX_MEDIA_BYTES) return metaError(reply, 400, 131053, 'Media upload error: larger than 5 MB');
    const media = state.storeMedia(bytes, type);
    state.uploads.push(media.id);
    return { id: media.id };
  });

  // Media: the information first, then the bytes at a short-lived url, both with the bearer.
  app.get('/:mediaId', opts, async (request, reply) => {
    if (!authorised(request)) return metaError(reply, 401, 190, 'Invalid OAuth access token.');
    const media = state.media.get((request.params as { mediaId: string }).mediaId);
    if (!media) return metaError(reply, 404, 100, 'Unknown media id');
    return {
      messaging_product: 'whatsapp',
      url: `${options.selfUrl()}/__media/${media.id}`,
      mime_type: media.mimeType,
      sha256: media.sha256,
      file_size: media.bytes.length,
      id: media.id,
    };
  });
  app.get('/__media/:mediaId', opts, async (request, reply) => {
    if (!authorised(request)) return metaError(reply, 401, 190, 'Invalid OAuth access token.');
    const media = state.media.get((request.params as { mediaId: string }).mediaId);
    if (!media) return metaError(reply, 404, 100, 'Unknown media id');
    return reply.type(media.mimeType).send(media.bytes);
  });

  /** The person acts; answers the wamid and how our webhook answered. */
  async function act(action: PersonAction) {
    const wamid = simulatedWamid();
    const media =
      action.type === 'image' && action.imageBase64 ? state.storeMedia(Buffer.from(action.imageBase64, 'base64'), action.mimeType ?? 'image/jpeg') : undefined;
    const message = inboundMessage(action, wamid, media?.id);
    state.lastInbound.set(action.from, Date.now());
    if (action.name) state.names.set(action.from, action.name);
    const name = state.names.get(action.from) ?? 'Simulated person';
    const body = webhookEnvelope(options.phoneNumberId, { contacts: [{ profile: { name }, wa_id: action.from }], messages: [message] });
    const httpStatus = await postSigned(options.webhookUrl(), body, options.appSecret);
    const summary =
      action.type === 'text'
        ? (action.text ?? '')
        : action.type === 'button' || action.type === 'list'
          ? `[${action.replyTitle ?? action.replyId}]`
          : `[${action.type}]`;
    state.recordInbound({ wamid, from: action.from, type: action.type, summary, sentAt: new Date().toISOString(), httpStatus });
    return { wamid, httpStatus, body };
  }

  app.post('/__sim/person', { ...opts, bodyLimit: 8 * 1024 * 1024 }, async (request, reply) => {
    const parsed = personAction.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ message: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') });
    const { wamid, httpStatus } = await act(parsed.data);
    return { wamid, httpStatus };
  });
  /** Meta delivers the same event again (a retry): the very same body, signed again. */
  app.post('/__sim/redeliver', { ...opts, bodyLimit: 8 * 1024 * 1024 }, async (request) => {
    const body = request.body as Record<string, unknown>;
    return { httpStatus: await postSigned(options.webhookUrl(), body, options.appSecret) };
  });
  app.get('/__sim/outbox', opts, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const { to } = request.query as { to?: string };
    const pick = <T extends { to?: string; from?: string }>(list: T[]) => (to ? list.filter((m) => (m.to ?? m.from) === to) : list);
    return { messages: pick(state.outbox), inbox: pick(state.inbox) };
  });
  /** The images the business uploaded, with their bytes (a developer's and a test's eyes). */
  app.get('/__sim/uploads', opts, async () => ({
    uploads: state.uploads.flatMap((id) => {
      const media = state.media.get(id);
      return media ? [{ id, mimeType: media.mimeType, size: media.bytes.length, base64: media.bytes.toString('base64') }] : [];
    }),
  }));
  app.post('/__sim/reset', opts, async () => {
    state.reset();
    return { reset: true };
  });
  /** The next message to this number fails as undeliverable (131026). */
  app.post('/__sim/fail-next', opts, async (request) => {
    const { to } = request.body as { to: string };
    state.failNext.add(String(to));
    return { failing: [...state.failNext] };
  });
  /** As if the person's last message were `hours` ago (the window closes at 24). */
  app.post('/__sim/age-window', opts, async (request) => {
    const { waId, hours } = request.body as { waId: string; hours: number };
    state.lastInbound.set(String(waId), Date.now() - Number(hours) * 60 * 60 * 1000);
    return { open: state.isWindowOpen(String(waId)), windowHours: WINDOW_MS / 3_600_000 };
  });
}
