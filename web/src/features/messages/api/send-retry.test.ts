/** Which failures a message send retries by itself (docs/decisions/0284), and a key made without crypto.randomUUID. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageSchema } from '@okota/shared/schemas/social.schema';
import { ApiError } from '../../../lib/api';
import { isWorthRetrying, newSendKey } from './send-retry';

describe('send retries', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('retries a lost connection, a proxy page without our code (502/503/504) and our BAD_GATEWAY / UNAVAILABLE', () => {
    expect(isWorthRetrying(new TypeError('Failed to fetch'))).toBe(true);
    for (const status of [502, 503, 504]) expect(isWorthRetrying(new ApiError(status, { message: 'Bad Gateway' }))).toBe(true);
    expect(isWorthRetrying(new ApiError(502, { code: 'BAD_GATEWAY' }))).toBe(true);
    expect(isWorthRetrying(new ApiError(503, { code: 'UNAVAILABLE' }))).toBe(true);
  });

  it('does not retry our faults, refusals, or a coded 503 that is a refusal of its own', () => {
    expect(isWorthRetrying(new ApiError(500, { code: 'INTERNAL' }))).toBe(false);
    expect(isWorthRetrying(new ApiError(500, { message: 'Internal Server Error' }))).toBe(false);
    expect(isWorthRetrying(new ApiError(403, { code: 'MESSAGING_LOCKED' }))).toBe(false);
    expect(isWorthRetrying(new ApiError(429, { code: 'TOO_MANY_REQUESTS' }))).toBe(false);
    expect(isWorthRetrying(new ApiError(503, { code: 'SMS_PAUSED' }))).toBe(false);
  });

  it('makes a key the server accepts on a page where crypto.randomUUID is missing (plain http over the LAN)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => real.getRandomValues(bytes) });
    const keys = Array.from({ length: 50 }, newSendKey);
    vi.unstubAllGlobals();
    expect(new Set(keys).size).toBe(50);
    for (const sendKey of keys) expect(messageSchema.safeParse({ itemId: 1, content: 'x', sendKey }).success).toBe(true);
  });
});
