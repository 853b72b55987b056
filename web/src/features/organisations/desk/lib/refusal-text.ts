/**
 * The words for a refused request, never read from the server's English and never picked by HTTP
 * status (docs/decisions/0245-error-codes.md): a screen may word some codes its own way (the
 * collection form adds "locked" to the fifth wrong code), else a specific code has its own words
 * (lib/api-error-text.ts), a shared validation message is translated by the key the server sends
 * (docs/decisions/0275), and anything else gets the screen's fallback.
 */
import type { ErrorCode } from '@okota/shared/error-codes';
import { ApiError } from '../../../../lib/api';
import { errorCodeText } from '../../../../lib/api-error-text';
import { messageWords } from '../../../../i18n/validation';

export interface OwnWords {
  code?: Partial<Record<ErrorCode, string>>;
}

export function refusalText(error: unknown, words: OwnWords, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const own = error.code ? words.code?.[error.code] : undefined;
  if (own) return own;
  const coded = errorCodeText(error);
  if (coded) return coded;
  return error.messageKey ? messageWords(error.messageKey) : fallback;
}

/** The server's per-field refusals (`errors: {field: message}`, a message key where sent), or none. */
export function fieldRefusals(error: unknown): Record<string, string> {
  // An import's refusal carries a list of row errors instead (import-page.tsx reads those).
  return error instanceof ApiError ? error.fieldMessages() : {};
}
