/** The one application error; the error handler maps it to HTTP once. */
export type AppErrorCode =
  | 'BAD_REQUEST' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA' | 'TOO_MANY_REQUESTS' | 'BAD_GATEWAY' | 'UNAVAILABLE';

const STATUS: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400, UNAUTHORIZED: 401, FORBIDDEN: 403, NOT_FOUND: 404, CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413, UNSUPPORTED_MEDIA: 415, TOO_MANY_REQUESTS: 429, BAD_GATEWAY: 502, UNAVAILABLE: 503,
};

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.statusCode = STATUS[code];
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) => new AppError('BAD_REQUEST', message, extra);
export const unauthorized = (message = 'Unauthorized') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message = 'Forbidden', extra?: Record<string, unknown>) => new AppError('FORBIDDEN', message, extra);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const conflict = (message: string, extra?: Record<string, unknown>) => new AppError('CONFLICT', message, extra);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError('TOO_MANY_REQUESTS', message, { retryAfter: retryAfterSeconds });

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
