/**
 * Africa's Talking posts (and is posted) `application/x-www-form-urlencoded`. Parsed with
 * URLSearchParams, a real form decoder: '%2B254…' keeps its '+', and a raw '+' is a space
 * (docs/reference/africastalking.md §6). Registered per plugin scope, so the rest of the API stays JSON-only.
 */
import type { FastifyInstance } from 'fastify';

export function acceptFormBodies(app: FastifyInstance, bodyLimit = 16 * 1024): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    const fields: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(body as string)) fields[key] = value;
    done(null, fields);
  });
}
