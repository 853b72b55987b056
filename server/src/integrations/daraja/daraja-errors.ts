/**
 * Daraja answers errors as `{requestId, errorCode, errorMessage}` (docs/reference/mpesa-daraja.md §2). DarajaError
 * keeps those fields and says in plain words what to check, because the same code
 * (500.001.1001) means "still processing", "wrong credentials" and "unknown merchant".
 */
export type DarajaErrorKind =
  /** STK query: the customer has not finished yet. */
  'pending' | 'invalid-token' | 'credentials' | 'validation' | 'duplicate' | 'busy' | 'subscriber-locked' | 'network' | 'configuration' | 'unexpected';

export interface DarajaErrorBody {
  requestId?: string;
  errorCode?: string;
  errorMessage?: string;
}

export class DarajaError extends Error {
  readonly name = 'DarajaError';
  constructor(
    readonly kind: DarajaErrorKind,
    message: string,
    readonly details: { httpStatus?: number; errorCode?: string; errorMessage?: string; requestId?: string; cause?: unknown } = {},
  ) {
    super(message);
  }

  get errorCode(): string | undefined {
    return this.details.errorCode;
  }

  /** Worth trying again later with the same request (never for a wrong configuration). */
  get isTransient(): boolean {
    return this.kind === 'network' || this.kind === 'busy' || this.kind === 'subscriber-locked' || this.kind === 'pending';
  }
}

/** The codes Daraja uses for a missing, expired or revoked access token (docs/reference/mpesa-daraja.md §1). */
export const INVALID_TOKEN_CODES = new Set(['404.001.03', '400.003.01', '401.003.01']);

export function darajaErrorFromBody(httpStatus: number, body: DarajaErrorBody, path: string): DarajaError {
  const errorCode = body.errorCode ?? '';
  const errorMessage = body.errorMessage ?? '';
  const details = { httpStatus, errorCode, errorMessage, requestId: body.requestId };
  const said = `M-Pesa answered ${errorCode || `HTTP ${httpStatus}`}: ${errorMessage || 'no message'} (${path})`;
  if (INVALID_TOKEN_CODES.has(errorCode)) {
    return new DarajaError(
      'invalid-token',
      `${said}. Check MPESA_CONSUMER_KEY, MPESA_CONSUMER_SECRET, MPESA_ENV and that the app has this API product enabled.`,
      details,
    );
  }
  if (errorCode === '500.001.1001') {
    if (/being processed/i.test(errorMessage)) return new DarajaError('pending', said, details);
    if (/unable to lock subscriber/i.test(errorMessage)) {
      return new DarajaError('subscriber-locked', `${said}. The phone already has an M-Pesa prompt open; try again in a minute.`, details);
    }
    return new DarajaError('credentials', `${said}. Check MPESA_SHORTCODE, MPESA_PASSKEY and MPESA_ENV (sandbox and production keys differ).`, details);
  }
  if (errorCode === '500.002.1001' || /duplicate/i.test(errorMessage)) return new DarajaError('duplicate', said, details);
  if (errorCode.startsWith('500.003.') || httpStatus === 503 || httpStatus === 429) return new DarajaError('busy', said, details);
  if (errorCode.startsWith('400.008.')) {
    return new DarajaError('credentials', `${said}. Check MPESA_CONSUMER_KEY and MPESA_CONSUMER_SECRET.`, details);
  }
  if (errorCode.startsWith('400.') || httpStatus === 400) return new DarajaError('validation', said, details);
  return new DarajaError('unexpected', said, details);
}

export function isDarajaError(error: unknown, kind?: DarajaErrorKind): error is DarajaError {
  return error instanceof DarajaError && (!kind || error.kind === kind);
}

/** Daraja's coded error envelope, or an API gateway fault ("no apiproduct match found"). */
export function readErrorBody(body: unknown): DarajaErrorBody | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  if (typeof record.errorCode === 'string' || typeof record.errorMessage === 'string') return record as DarajaErrorBody;
  const fault = record.fault as { faultstring?: string } | undefined;
  if (fault?.faultstring) return { errorMessage: fault.faultstring };
  return undefined;
}
