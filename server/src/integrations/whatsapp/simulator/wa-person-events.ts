/**
 * What a simulated person does, as Meta would deliver it: one webhook body with one message (or
 * one status), signed with the app secret, posted to our webhook.
 */
import { z } from 'zod';
import { signWebhookBody } from '../wa-signature';

export const personAction = z.object({
  /** The person's number, international form without '+', e.g. 254712345678. */
  from: z.string().regex(/^\d{9,15}$/),
  /** The person's profile name; kept per number once given. */
  name: z.string().max(60).optional(),
  type: z.enum(['text', 'image', 'location', 'button', 'list', 'audio', 'sticker', 'document']),
  text: z.string().max(4096).optional(),
  /** image: the photo's bytes, base64. */
  imageBase64: z
    .string()
    .max(8 * 1024 * 1024)
    .optional(),
  mimeType: z.string().max(50).optional(),
  caption: z.string().max(1024).optional(),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  /** button or list: the reply id and title the business offered. */
  replyId: z.string().max(256).optional(),
  replyTitle: z.string().max(30).optional(),
});
export type PersonAction = z.infer<typeof personAction>;

export function inboundMessage(action: PersonAction, wamid: string, mediaId?: string): Record<string, unknown> {
  const base = { from: action.from, id: wamid, timestamp: String(Math.floor(Date.now() / 1000)) };
  switch (action.type) {
    case 'text':
      return { ...base, type: 'text', text: { body: action.text ?? '' } };
    case 'image':
      return {
        ...base,
        type: 'image',
        image: { id: mediaId, mime_type: action.mimeType ?? 'image/jpeg', ...(action.caption ? { caption: action.caption } : {}) },
      };
    case 'location':
      return { ...base, type: 'location', location: { latitude: action.latitude ?? 0, longitude: action.longitude ?? 0 } };
    case 'button':
      return {
        ...base,
        type: 'interactive',
        interactive: { type: 'button_reply', button_reply: { id: action.replyId ?? '', title: action.replyTitle ?? '' } },
      };
    case 'list':
      return { ...base, type: 'interactive', interactive: { type: 'list_reply', list_reply: { id: action.replyId ?? '', title: action.replyTitle ?? '' } } };
    default:
      return { ...base, type: action.type, [action.type]: { id: mediaId ?? 'none' } };
  }
}

export function webhookEnvelope(phoneNumberId: string, value: Record<string, unknown>): Record<string, unknown> {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'SIMULATED_WABA',
        changes: [
          {
            field: 'messages',
            value: { messaging_product: 'whatsapp', metadata: { display_phone_number: '254700000000', phone_number_id: phoneNumberId }, ...value },
          },
        ],
      },
    ],
  };
}

/** Posts a body signed as Meta signs it; answers our webhook's HTTP status (null: unreachable). */
export async function postSigned(url: string, body: Record<string, unknown>, appSecret: string): Promise<number | null> {
  const raw = JSON.stringify(body);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': signWebhookBody(raw, appSecret) },
      body: raw,
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return null;
  }
}
