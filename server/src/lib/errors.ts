/**
 * The one application error; the error handler maps it to HTTP once. Its code is one of the
 * closed set in @okota/shared/error-codes, which also fixes its status (docs/decisions/0245).
 */
import { ERROR_CODES, type ErrorCode, type ErrorParams } from '@okota/shared/error-codes';
import { isMessageKey, messageText, type MessageKey } from '@okota/shared/messages';

export type AppErrorCode = ErrorCode;

/** Fields sent beside `message` (`errors` per field, `reason`, `retryAfter`…); `params` feed the web's words. */
export type AppErrorExtra = Record<string, unknown> & { params?: ErrorParams };

/**
 * `message` (and each of `extra.errors`) is English, or a shared MESSAGES key: a key is sent as
 * its English in `message`/`errors` and as itself in `messageKey`/`errorKeys`, which clients
 * translate (docs/decisions/0275).
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly messageKey?: MessageKey;
  readonly extra: AppErrorExtra;
  constructor(
    readonly code: ErrorCode,
    message: string,
    extra: AppErrorExtra = {},
  ) {
    super(messageText(message));
    this.statusCode = ERROR_CODES[code].status;
    if (isMessageKey(message)) this.messageKey = message;
    this.extra = withErrorKeys(extra);
  }
}

/** `errors` whose values are keys: their English stays in `errors`, the keys go to `errorKeys`. */
function withErrorKeys(extra: AppErrorExtra): AppErrorExtra {
  const errors = extra.errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return extra;
  const entries = Object.entries(errors as Record<string, unknown>);
  const keyed = entries.filter((entry): entry is [string, MessageKey] => typeof entry[1] === 'string' && isMessageKey(entry[1]));
  if (!keyed.length) return extra;
  return {
    ...extra,
    errors: Object.fromEntries(entries.map(([field, value]) => [field, typeof value === 'string' ? messageText(value) : value])),
    errorKeys: { ...(extra.errorKeys as Record<string, MessageKey> | undefined), ...Object.fromEntries(keyed) },
  };
}

export const badRequest = (message: string, extra?: AppErrorExtra) => new AppError('BAD_REQUEST', message, extra);
export const unauthorized = (message = 'Unauthorized') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message = 'Forbidden', extra?: AppErrorExtra) => new AppError('FORBIDDEN', message, extra);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const conflict = (message: string, extra?: AppErrorExtra) => new AppError('CONFLICT', message, extra);
export const tooManyRequests = (message: string, retryAfterSeconds: number, code: ErrorCode = 'TOO_MANY_REQUESTS') =>
  new AppError(code, message, { retryAfter: retryAfterSeconds });

/** PostgreSQL unique violation (23505), whatever the driver wraps it in. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = findPgError(error);
  return !!e && e.code === '23505' && (!constraint || e.constraint === constraint || String(e.message).includes(constraint));
}

function findPgError(error: unknown): { code?: string; constraint?: string; message?: string } | undefined {
  let current = error as { code?: string; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current as never;
    current = current.cause as typeof current;
  }
  return undefined;
}
