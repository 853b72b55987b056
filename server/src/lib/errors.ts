/**
 * The one application error; the error handler maps it to HTTP once. Its code is one of the
 * closed set in @okota/shared/error-codes, which also fixes its status (docs/decisions/0245).
 */
import { ERROR_CODES, type ErrorCode, type ErrorParams } from '@okota/shared/error-codes';

export type AppErrorCode = ErrorCode;

/** Fields sent beside `message` (`errors` per field, `reason`, `retryAfter`…); `params` feed the web's words. */
export type AppErrorExtra = Record<string, unknown> & { params?: ErrorParams };

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: AppErrorExtra = {},
  ) {
    super(message);
    this.statusCode = ERROR_CODES[code].status;
  }
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
