/** One error handler: JSON `{message}` (with `errors` per field), never a stack or SQL text. */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const { retryAfter, ...extra } = error.extra as { retryAfter?: number };
      if (retryAfter) reply.header('Retry-After', String(retryAfter));
      return reply.status(error.statusCode).send({ message: error.message, ...extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        errors[field] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.entries(errors)[0];
      return reply.status(400).send({ message: first ? first[1] : 'Invalid request', errors });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      if (status === 429) return reply.status(429).send({ message: 'Too many requests. Please wait and try again.' });
      return reply.status(status).send({ message: clientMessage(error, status) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(status >= 500 && status < 600 ? status : 500).send({ message: 'Something went wrong. Please try again later.' });
  });
}

export function sendJsonNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
}

/** Fastify's own 4xx errors (bad JSON, body too large…) have safe messages; keep them short. */
function clientMessage(error: FastifyError, status: number): string {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) return 'Request body is too large';
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) return 'Unsupported content type';
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'Request body is empty';
  if (error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError) return 'Request body is not valid JSON';
  if (error.code?.startsWith('FST_') && error.message) return error.message.slice(0, 200);
  return error.message?.slice(0, 200) || 'Bad request';
}
