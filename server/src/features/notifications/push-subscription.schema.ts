/**
 * The browser's PushSubscription (its toJSON()), sent as `token` (2-admin-and-platform.md
 * section 7), as an object or as the JSON text of one.
 */
import { isNonPublicAddress } from '../../integrations/push/public-address';
import { z } from 'zod';

const base64url = (bytes: number) =>
  z.string().max(200).refine((value) => {
    if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return false;
    return Buffer.from(value, 'base64url').length === bytes;
  }, 'Invalid push subscription key');

export const browserSubscriptionSchema = z.object({
  endpoint: z.url().max(2000),
  expirationTime: z.number().nullish(),
  keys: z.object({
    // An uncompressed P-256 public key and a 16-byte secret (RFC 8291).
    p256dh: base64url(65),
    auth: base64url(16),
  }),
});

const jsonText = z.string().max(5000).transform((text, ctx) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'Invalid push subscription' });
    return z.NEVER;
  }
});

export const subscriptionToken = z.union([browserSubscriptionSchema, jsonText.pipe(browserSubscriptionSchema)]);

/**
 * The server POSTs to whatever endpoint a browser registers, so only public HTTPS push services
 * are accepted; tests may use a peer on loopback.
 */
export function isAcceptablePushEndpoint(endpoint: string, allowLoopback: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const isLocal = host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || isNonPublicAddress(host);
  if (allowLoopback && (url.protocol === 'http:' || url.protocol === 'https:')) return true;
  return url.protocol === 'https:' && !isLocal && !url.username && !url.password;
}
