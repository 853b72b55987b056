/**
 * Meta signs every webhook POST with `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw
 * body>`, keyed with the app secret. Checked on the bytes as they arrived, before any parsing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signWebhookBody(body: Buffer | string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
}

export function isValidWebhookSignature(body: Buffer, header: unknown, appSecret: string): boolean {
  if (typeof header !== 'string' || !appSecret) return false;
  const expected = Buffer.from(signWebhookBody(body, appSecret));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
