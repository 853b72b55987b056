/**
 * Retrying a message send safely (docs/decisions/0284). Every try carries the same send key, so
 * the server stores the message once however many tries reach it. Retried: a fetch that threw (the
 * connection dropped, the answer never came) and a proxy's or our own "try later" (502, 503, 504
 * without a code of ours, or BAD_GATEWAY / UNAVAILABLE). Not retried: a refusal (its code says
 * why, a retry gets the same answer) and INTERNAL (a fault that would likely repeat; the person
 * can still tap to try again, with the same key).
 */
import type { ErrorCode } from '@okota/shared/error-codes';
import { ApiError } from '../../../lib/api';

/** Waits before the 2nd, 3rd and 4th try; a test shortens them. */
export const SEND_RETRY = { delaysMs: [500, 1500, 3000] };

const TRY_LATER_CODES: readonly ErrorCode[] = ['BAD_GATEWAY', 'UNAVAILABLE'];
const TRY_LATER_STATUSES = [502, 503, 504];

export function isWorthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  // Our answers carry a code and are told by it; a proxy's page (Caddy's 502) carries none.
  return error.code !== undefined ? TRY_LATER_CODES.includes(error.code) : TRY_LATER_STATUSES.includes(error.status);
}

export async function withRetries<T>(attempt: () => Promise<T>): Promise<T> {
  for (const delay of SEND_RETRY.delaysMs) {
    try {
      return await attempt();
    } catch (error) {
      if (!isWorthRetrying(error)) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
  return attempt();
}

/**
 * A random version-4 UUID. `crypto.randomUUID` exists only on HTTPS pages and localhost; a phone
 * opening the demo over the LAN is neither, and `getRandomValues` works everywhere.
 */
export function newSendKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
