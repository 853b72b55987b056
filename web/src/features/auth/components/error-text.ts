import { ApiError } from '../../../lib/api';
import { translateMessage } from '../../../i18n/validation';

/** The server's sentence in the reader's language, or the fallback when there is none. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body.message) return translateMessage(error.body.message);
  return fallback;
}

/** Field errors the server sent (e.g. 409 on the phone), keyed by form field. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body.errors) return {};
  return Object.fromEntries(Object.entries(error.body.errors).map(([path, message]) => [path.split('.').pop()!, message]));
}
