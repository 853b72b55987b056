/**
 * What the server writes to its log about a request. Tokens travel in headers, which are
 * redacted; secrets also travel in addresses — Daraja's callback path holds the per-deployment
 * secret, and the e-mailed reset link holds a live reset token in its query string — so the
 * logged URL is masked too.
 */
import type { FastifyRequest } from 'fastify';
import pino from 'pino';
import type { Config } from '../config';
import { currentRequestId } from './request-id';
import { serializeError } from './log-errors';

const SECRET_PATH = /(\/api\/payments\/hooks\/)[^/?#]+/;
const SECRET_QUERY = /([?&](?:token|key|adminKey|otp|code)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}

/**
 * The address as the log shows it. A provider's callback carries its secret in the path, however
 * the path is spelled (`/api/payments/%68ooks/…` reaches the same route), so for those routes the
 * log shows the route's pattern, never the address.
 */
export function loggedUrl(request: FastifyRequest): string {
  const route = request.routeOptions?.config?.access === 'callback' ? request.routeOptions.url : undefined;
  return route ?? redactUrl(request.url);
}

export function loggerOptions(config: Config, stream?: { write(line: string): void }) {
  return {
    level: config.LOG_LEVEL ?? (config.isTest ? 'silent' : 'info'),
    redact: ['req.headers.authorization', 'req.headers["x-auth-token"]', 'req.headers.cookie'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggedUrl(request),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: serializeError,
    },
    mixin: requestIdMixin,
    ...(stream ? { stream } : {}),
  };
}

/**
 * Lines written while a request or job runs carry its id, whichever logger wrote them
 * (ctx.log in an operation, a job's handler); a request's own logger already has it.
 */
function requestIdMixin(_line: object, _level: number, logger: unknown): object {
  const requestId = currentRequestId();
  if (!requestId) return {};
  const bindings = (logger as Record<symbol, string | undefined>)[pino.symbols.chindingsSym];
  return bindings?.includes('"reqId":') ? {} : { reqId: requestId };
}
