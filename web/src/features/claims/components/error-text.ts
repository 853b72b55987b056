import { ApiError } from '../../../lib/api';
import { errorCodeText } from '../../../lib/api-error-text';
import { translateMessage } from '../../../i18n/validation';

/** The refusal in the reader's language: by its code, else its first field message, else the fallback. */
export function claimErrorText(error: unknown, fallback: string): string {
  const coded = errorCodeText(error);
  if (coded) return coded;
  if (!(error instanceof ApiError) || !error.body.message) return fallback;
  const first = error.body.errors && Object.values(error.body.errors)[0];
  return translateMessage(first ?? error.body.message);
}
