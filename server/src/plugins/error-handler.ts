/**
 * One error handler: JSON `{code, message, params, errors}` (docs/decisions/0245-error-codes.md),
 * never a stack or SQL text. `code` is one of @okota/shared/error-codes; clients choose words by it.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, ERROR_CODE_LIST, isGenericErrorCode, type ErrorCode } from '@okota/shared/error-codes';
import { isMessageKey, messageText, type MessageKey } from '@okota/shared/messages';
import { AppError } from '../lib/errors';

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const { retryAfter, params, ...extra } = error.extra as { retryAfter?: number; params?: Record<string, unknown> };
      if (retryAfter) reply.header('Retry-After', String(retryAfter));
      const messageKey = error.messageKey ? { messageKey: error.messageKey } : {};
      return reply.status(error.statusCode).send({ code: error.code, message: error.message, ...messageKey, params: params ?? {}, ...extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      const errorKeys: Record<string, MessageKey> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        if (field in errors) continue;
        // A shared schema's message is its MESSAGES key: the wire carries its English and the key, which clients translate.
        errors[field] = issue.message ? messageText(issue.message) : 'Invalid value';
        if (issue.message && isMessageKey(issue.message)) errorKeys[field] = issue.message;
      }
      const first = Object.keys(errors)[0];
      const keys = Object.keys(errorKeys).length ? { errorKeys } : {};
      const messageKey = first && errorKeys[first] ? { messageKey: errorKeys[first] } : {};
      return reply
        .status(400)
        .send({ code: 'VALIDATION_FAILED', message: first ? errors[first] : 'Invalid request', ...messageKey, params: {}, errors, ...keys });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      if (status === 429) return reply.status(429).send(body('TOO_MANY_REQUESTS', 'Too many requests. Please wait and try again.'));
      return reply.status(status).send(body(genericCode(status), clientMessage(error, status)));
    }
    request.log.error({ err: error }, 'unhandled error');
    const serverStatus = status >= 500 && status < 600 ? status : 500;
    return reply.status(serverStatus).send(body(genericCode(serverStatus), 'Something went wrong. Please try again later.'));
  });
}

export function sendJsonNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(body('NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found`));
}

const body = (code: ErrorCode, message: string) => ({ code, message, params: {} });

/** The generic code of a status Fastify or a plugin answered with (a 405 or 406 counts as a bad request). */
function genericCode(status: number): ErrorCode {
  const generic = ERROR_CODE_LIST.find((code) => isGenericErrorCode(code) && code !== 'VALIDATION_FAILED' && ERROR_CODES[code].status === status);
  return generic ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
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
