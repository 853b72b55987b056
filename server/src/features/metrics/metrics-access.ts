/**
 * Who may read /metrics: a scraper on this machine (loopback, no proxy in between), or one that
 * sends `Authorization: Bearer <METRICS_TOKEN>`. The metrics show traffic, queue depths and
 * payment counts, which are nobody else's business; everyone else is answered as for an unknown
 * path, so the endpoint does not announce itself.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isLoopbackCaller } from '../../plugins/route-access';

export function mayReadMetrics(request: FastifyRequest, metricsToken: string | undefined): boolean {
  if (isLoopbackCaller(request)) return true;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return Boolean(metricsToken && match && isSameSecret(match[1], metricsToken));
}

/** Compares digests, so neither the length nor the first differing character shows in the timing. */
function isSameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
