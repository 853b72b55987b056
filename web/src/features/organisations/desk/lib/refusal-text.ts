/**
 * The words for a refused request, never read from the server's English: a specific error code
 * has its own words (lib/api-error-text.ts); otherwise a screen names the `params.reason`s and
 * statuses it tells apart (a wrong collection code is a 400 with reason code_wrong, a locked one a
 * 429), a shared validation message is translated, and anything else gets the screen's fallback.
 */
import { messageKeyOf } from '@okota/shared/messages';
import { ApiError } from '../../../../lib/api';
import { errorCodeText } from '../../../../lib/api-error-text';
import { translateMessage } from '../../../../i18n/validation';

export interface OwnWords {
  reason?: Record<string, string>;
  status?: Partial<Record<number, string>>;
}

export function refusalText(error: unknown, words: OwnWords, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const coded = errorCodeText(error);
  if (coded) return coded;
  const reason = (error.body.params as { reason?: unknown } | undefined)?.reason;
  const own = (typeof reason === 'string' ? words.reason?.[reason] : undefined) ?? words.status?.[error.status];
  if (own) return own;
  const message = error.body.message;
  return message && messageKeyOf(message) ? translateMessage(message) : fallback;
}

/** The server's per-field refusals (`errors: {field: message}`), or none. */
export function fieldRefusals(error: unknown): Record<string, string> {
  // An import's refusal carries a list of row errors instead (import-page.tsx reads those).
  return error instanceof ApiError && error.body.errors && !Array.isArray(error.body.errors) ? error.body.errors : {};
}
