/**
 * The one API client: sends the stored token, turns non-OK answers into ApiError whose text is
 * 'status: message' (docs/product/user-flows.md section 7), and reports 401s and suspensions to the shell.
 */
import type { ErrorCode, ErrorParams } from '@okota/shared/error-codes';
import { RATE_LIMIT_CODES } from '@okota/shared/rate-limit-codes';
import type { MessageKey } from '@okota/shared/messages';
import { STORAGE_KEYS, readLocal } from './storage';

/** A fault on the server's side (or behind it): the person can only try again later. */
const SERVER_FAULTS: readonly ErrorCode[] = ['INTERNAL', 'BAD_GATEWAY', 'UNAVAILABLE'];

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: {
      code?: string;
      message?: string;
      messageKey?: MessageKey;
      params?: ErrorParams;
      errors?: Record<string, string>;
      errorKeys?: Record<string, MessageKey>;
      reason?: string;
      [key: string]: unknown;
    },
  ) {
    super(`${status}: ${body.message ?? 'Request failed'}`);
  }

  /**
   * What went wrong, as one of the shared codes: the web tells refusals apart by it (docs/decisions/0245).
   * The server sends only codes of the closed set (its contract enforces it); the table itself stays
   * out of the first screen's code: the translator (lib/api-error-text.ts) checks it, lazily loaded.
   */
  get code(): ErrorCode | undefined {
    return typeof this.body.code === 'string' ? (this.body.code as ErrorCode) : undefined;
  }

  /** A limit was reached (too many codes, uploads, claims…): wait and try again. Told by the code, not the status. */
  get isRateLimited(): boolean {
    return this.code !== undefined && RATE_LIMIT_CODES.includes(this.code);
  }

  /** The values the code's words may use (a fee, a limit). */
  get params(): ErrorParams {
    return this.body.params ?? {};
  }

  /** The shared message the sentence is (its key, which the web translates), when it is one (docs/decisions/0275). */
  get messageKey(): MessageKey | undefined {
    return this.body.messageKey;
  }

  /**
   * The refused fields, each as its shared message's key where the server sent one (a form shows
   * it translated, components/ui/field.tsx), else as the server's English.
   */
  fieldMessages(): Record<string, string> {
    const errors = this.body.errors && !Array.isArray(this.body.errors) ? this.body.errors : {};
    return Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, this.body.errorKeys?.[field] ?? text]));
  }

  /**
   * The server refused the request and said why (a code whose words tell the person what to do),
   * rather than failing on its side: told by the code, never the status (docs/decisions/0280).
   */
  get isRefusal(): boolean {
    return this.code !== undefined && !SERVER_FAULTS.includes(this.code);
  }

  /** The server's own English sentence; show `apiErrorText` (lib/api-error-text.ts) instead. */
  get serverMessage(): string {
    return this.body.message ?? this.message;
  }
}

type Listener = (error: ApiError) => void;
const listeners = new Set<Listener>();

/** The app shell listens here for 'Account suspended' and expired sessions. */
export function onApiError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Answer null instead of throwing on 401 (used by the session bootstrap). */
  nullOn401?: boolean;
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readLocal(STORAGE_KEYS.token);
  if (token) headers['x-auth-token'] = token;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(path, {
    method: options.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
  });
  if (response.ok) {
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }
  if (response.status === 401 && options.nullOn401) return null as T;
  throw await toApiError(response);
}

/** A refusal as ApiError, told to the shell's listeners (an expired session, a suspension). */
async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text();
  let parsed: ApiError['body'];
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { message: text || response.statusText };
  }
  const error = new ApiError(response.status, parsed);
  listeners.forEach((listener) => listener(error));
  return error;
}

/**
 * A file the server writes (the ledger's CSV): fetched with the stored token, since a plain link
 * cannot carry it, and refused the same way as JSON calls. The name is the server's
 * Content-Disposition filename, or null when it gives none.
 */
export async function apiFile(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  const token = readLocal(STORAGE_KEYS.token);
  const response = await fetch(path, { headers: token ? { 'x-auth-token': token } : {}, credentials: 'include' });
  if (!response.ok) throw await toApiError(response);
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
}

/** The filename of a Content-Disposition header (RFC 6266: filename*=UTF-8''… wins over filename=). */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A broken encoding: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;\s]+)/i.exec(header)?.[1] ?? null;
}

export const apiGet = <T>(path: string, signal?: AbortSignal) => api<T>(path, { signal });
export const apiPost = <T>(path: string, body?: unknown) => api<T>(path, { method: 'POST', body: body ?? {} });
export const apiPut = <T>(path: string, body?: unknown) => api<T>(path, { method: 'PUT', body: body ?? {} });
export const apiDelete = <T>(path: string, body?: unknown) => api<T>(path, { method: 'DELETE', body });

/** Builds a query string, leaving out empty values. */
export function toQuery(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
