/**
 * PostgreSQL cannot store the NUL character (U+0000) in text or jsonb: a request that carries one
 * in any field would fail deep inside a query with a 500. No form or API client has a reason to
 * send it, so every request is checked once, after parsing and validation, and refused with 400.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors';

export const NUL_MESSAGE = 'Text must not contain NUL characters';

export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) throw badRequest(NUL_MESSAGE);
  });
}

/** Walks strings, arrays and plain objects (keys too) without recursion: bodies may nest deeply. */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push(item);
    } else if (current && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}
