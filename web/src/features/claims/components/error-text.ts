import { ApiError } from '../../../lib/api';
import { translate } from '../../../i18n';
import { translateMessage } from '../../../i18n/validation';
import { CLAIMS_NS, SERVER_MESSAGE_KEYS } from '../i18n';

/** The server's sentence in the reader's language, or the fallback when there is none. */
export function claimErrorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || !error.body.message) return fallback;
  const key = SERVER_MESSAGE_KEYS[error.body.message];
  if (key) return translate(key, { ns: CLAIMS_NS });
  const first = error.body.errors && Object.values(error.body.errors)[0];
  return translateMessage(first ?? error.body.message);
}
