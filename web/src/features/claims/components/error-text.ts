import { ApiError } from '../../../lib/api';
import { errorCodeText } from '../../../lib/api-error-text';
import { messageWords } from '../../../i18n/validation';

/** The refusal in the reader's language: by its code, else its first field's message (by key where sent), else the fallback. */
export function claimErrorText(error: unknown, fallback: string): string {
  const coded = errorCodeText(error);
  if (coded) return coded;
  if (!(error instanceof ApiError) || !error.body.message) return fallback;
  const first = Object.values(error.fieldMessages())[0];
  return messageWords(first ?? error.messageKey ?? error.body.message);
}
