import { ApiError } from '../../../lib/api';
import { apiErrorText } from '../../../lib/api-error-text';

/** The refusal in the reader's language (by its code, else the server's sentence), or the fallback. */
export const errorText = (error: unknown, fallback: string): string => apiErrorText(error, fallback);

/** Field errors the server sent (e.g. 409 on the phone), keyed by form field, each a message key where the server named one. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(Object.entries(error.fieldMessages()).map(([path, message]) => [path.split('.').pop()!, message]));
}
