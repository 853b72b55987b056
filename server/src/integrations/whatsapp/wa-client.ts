/**
 * The WhatsApp Cloud API client: `POST {base}/{phone-number-id}/messages` with the bearer token,
 * one recipient a call, media downloads (`GET {base}/{media-id}`, then its short-lived url
 * with the same bearer) and media uploads (`POST {base}/{phone-number-id}/media`, multipart),
 * whose id an image message then carries (docs/decisions/0269). Every send answers either Meta's wamid or Meta's error code, which the
 * caller sorts (131047 outside the window, 131026 undeliverable, 132001 unknown template …).
 */
import { createHash } from 'node:crypto';
import { timeOutboundCall } from '../../lib/outbound-calls';
import type { WaSettings } from './wa-settings';

export interface WaButton {
  id: string;
  /** At most 20 characters (Meta's limit). */
  title: string;
}
export interface WaListRow {
  id: string;
  /** At most 24 characters. */
  title: string;
  /** At most 72 characters. */
  description?: string;
}

export type WaOutgoing =
  | { type: 'text'; body: string }
  | { type: 'image'; link: string; caption?: string }
  /** An image uploaded first (uploadMedia): Meta fetches nothing from us. */
  | { type: 'image'; mediaId: string; caption?: string }
  /** `imageId`: an uploaded image shown above the words (the message's header). */
  | { type: 'buttons'; body: string; buttons: WaButton[]; imageId?: string }
  | { type: 'list'; body: string; button: string; rows: WaListRow[] }
  | { type: 'template'; name: string; language: 'en' | 'sw'; parameters: string[] };

export type WaSendResult = { ok: true; wamid: string } | { ok: false; code: number | null; message: string };
export type WaUploadResult = { ok: true; id: string } | { ok: false; code: number | null; message: string };

/** What WhatsApp takes as an image message (WebP is for stickers only). */
export type WaImageType = 'image/jpeg' | 'image/png';

export interface WaMedia {
  bytes: Buffer;
  mimeType: string;
}

export interface WaClient {
  send(to: string, message: WaOutgoing): Promise<WaSendResult>;
  /** The bytes of an inbound photo, checked against Meta's sha256 and size. */
  downloadMedia(mediaId: string): Promise<WaMedia>;
  /** Uploads an image for sending; answers Meta's media id. */
  uploadMedia(bytes: Buffer, mimeType: WaImageType): Promise<WaUploadResult>;
}

/** WhatsApp images are at most 5 MB. */
export const WA_MAX_MEDIA_BYTES = 5 * 1024 * 1024;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Meta's message body for one outgoing message (exported for the simulator's and the tests' eyes). */
export function messageBody(to: string, message: WaOutgoing): Record<string, unknown> {
  const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to };
  switch (message.type) {
    case 'text':
      return { ...base, type: 'text', text: { body: clip(message.body, 4096), preview_url: false } };
    case 'image': {
      const source = 'mediaId' in message ? { id: message.mediaId } : { link: message.link };
      return { ...base, type: 'image', image: { ...source, ...(message.caption ? { caption: clip(message.caption, 1024) } : {}) } };
    }
    case 'buttons':
      return {
        ...base,
        type: 'interactive',
        interactive: {
          type: 'button',
          ...(message.imageId ? { header: { type: 'image', image: { id: message.imageId } } } : {}),
          body: { text: clip(message.body, 1024) },
          action: { buttons: message.buttons.slice(0, 3).map((b) => ({ type: 'reply', reply: { id: b.id, title: clip(b.title, 20) } })) },
        },
      };
    case 'list':
      return {
        ...base,
        type: 'interactive',
        interactive: {
          type: 'list',
          body: { text: clip(message.body, 1024) },
          action: {
            button: clip(message.button, 20),
            sections: [
              {
                title: clip(message.button, 24),
                rows: message.rows.slice(0, 10).map((r) => ({
                  id: r.id,
                  title: clip(r.title, 24),
                  ...(r.description ? { description: clip(r.description, 72) } : {}),
                })),
              },
            ],
          },
        },
      };
    case 'template':
      return {
        ...base,
        type: 'template',
        template: {
          name: message.name,
          language: { code: message.language },
          components: [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }],
        },
      };
  }
}

export function createWaClient(settings: WaSettings, options: { timeoutMs?: number } = {}): WaClient {
  const baseUrl = () => (typeof settings.baseUrl === 'function' ? settings.baseUrl() : settings.baseUrl);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const auth = { Authorization: `Bearer ${settings.token}` };
  const outcomeOf = (error: unknown) => ((error as Error).name === 'TimeoutError' ? 'timeout' : 'network');

  async function getJson(url: string): Promise<Record<string, unknown>> {
    const response = await fetch(url, { headers: auth, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`WhatsApp media: ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  }

  return {
    async send(to, message) {
      try {
        return await timeOutboundCall({ service: 'whatsapp', endpoint: '/messages', outcomeOf }, async () => {
          const response = await fetch(`${baseUrl()}/${settings.phoneNumberId}/messages`, {
            method: 'POST',
            headers: { ...auth, 'Content-Type': 'application/json' },
            body: JSON.stringify(messageBody(to, message)),
            signal: AbortSignal.timeout(timeoutMs),
          });
          return readSendAnswer(response.status, await response.text());
        });
      } catch (error) {
        return { ok: false, code: null, message: `${outcomeOf(error)}: ${(error as Error).message}` };
      }
    },

    async uploadMedia(bytes, mimeType) {
      try {
        return await timeOutboundCall({ service: 'whatsapp', endpoint: '/media', outcomeOf }, async () => {
          const form = new FormData();
          form.set('messaging_product', 'whatsapp');
          form.set('type', mimeType);
          form.set('file', new Blob([new Uint8Array(bytes)], { type: mimeType }), mimeType === 'image/png' ? 'photo.png' : 'photo.jpg');
          const response = await fetch(`${baseUrl()}/${settings.phoneNumberId}/media`, {
            method: 'POST',
            headers: auth,
            body: form,
            signal: AbortSignal.timeout(timeoutMs),
          });
          return readUploadAnswer(response.status, await response.text());
        });
      } catch (error) {
        return { ok: false, code: null, message: `${outcomeOf(error)}: ${(error as Error).message}` };
      }
    },

    async downloadMedia(mediaId) {
      const info = await getJson(`${baseUrl()}/${encodeURIComponent(mediaId)}`);
      const size = Number(info.file_size ?? 0);
      if (typeof info.url !== 'string') throw new Error('WhatsApp media: no url');
      if (size > WA_MAX_MEDIA_BYTES) throw new Error('WhatsApp media: too large');
      const response = await fetch(info.url, { headers: auth, signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`WhatsApp media bytes: ${response.status}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      if (bytes.length > WA_MAX_MEDIA_BYTES) throw new Error('WhatsApp media: too large');
      if (typeof info.sha256 === 'string' && createHash('sha256').update(bytes).digest('hex') !== info.sha256) {
        throw new Error('WhatsApp media: sha256 differs');
      }
      return { bytes, mimeType: String(info.mime_type ?? '') };
    },
  };
}

export function readSendAnswer(status: number, raw: string): WaSendResult {
  let data: { messages?: Array<{ id?: unknown }>; error?: { code?: unknown; message?: unknown } };
  try {
    data = JSON.parse(raw);
  } catch {
    return { ok: false, code: null, message: `HTTP ${status}: ${raw.slice(0, 200)}` };
  }
  const wamid = data.messages?.[0]?.id;
  if (status >= 200 && status < 300 && typeof wamid === 'string') return { ok: true, wamid };
  const code = typeof data.error?.code === 'number' ? data.error.code : null;
  return { ok: false, code, message: String(data.error?.message ?? `HTTP ${status}`).slice(0, 300) };
}

export function readUploadAnswer(status: number, raw: string): WaUploadResult {
  let data: { id?: unknown; error?: { code?: unknown; message?: unknown } };
  try {
    data = JSON.parse(raw);
  } catch {
    return { ok: false, code: null, message: `HTTP ${status}: ${raw.slice(0, 200)}` };
  }
  if (status >= 200 && status < 300 && typeof data.id === 'string') return { ok: true, id: data.id };
  const code = typeof data.error?.code === 'number' ? data.error.code : null;
  return { ok: false, code, message: String(data.error?.message ?? `HTTP ${status}`).slice(0, 300) };
}
