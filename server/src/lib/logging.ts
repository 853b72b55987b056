/**
 * What the server writes to its log about a request. Tokens travel in headers, which are
 * redacted; secrets also travel in addresses — Daraja's callback path holds the per-deployment
 * secret, and the e-mailed reset link holds a live reset token in its query string — so the
 * logged URL is masked too.
 */
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

const SECRET_PATH = /(\/api\/payments\/hooks\/)[^/?#]+/;
const SECRET_QUERY = /([?&](?:token|key|adminKey|otp|code)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}

export function loggerOptions(config: Config, stream?: { write(line: string): void }) {
  return {
    level: config.LOG_LEVEL ?? (config.isTest ? 'silent' : 'info'),
    redact: ['req.headers.authorization', 'req.headers["x-auth-token"]', 'req.headers.cookie'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
