/**
 * A refusal in the reader's language, chosen by its code, never by its English text
 * (docs/decisions/0245-error-codes.md). A specific code has its own words; a generic one (a plain
 * 400, a refused field) shows the shared message the server names (`messageKey`, decision 0275),
 * else the server's sentence.
 */
import { isErrorCode, isGenericErrorCode } from '@okota/shared/error-codes';
import { translate } from '../i18n';
import { ERROR_WORDS_NS } from '../i18n/error-words';
import { messageWords } from '../i18n/validation';
import { ApiError } from './api';

/** The words of the error's specific code, or undefined for a generic code, no code or another error. */
export function errorCodeText(error: unknown): string | undefined {
  // ApiError.code passes the wire's code on unchecked (the table stays out of the first screen): checked here.
  if (!(error instanceof ApiError) || !isErrorCode(error.code) || isGenericErrorCode(error.code)) return undefined;
  return translate(error.code, { ...error.params, ns: ERROR_WORDS_NS });
}

/** What to tell the reader about a failed call: its code's words, else the server's sentence, else the fallback. */
export function apiErrorText(error: unknown, fallback: string): string {
  const coded = errorCodeText(error);
  if (coded) return coded;
  if (!(error instanceof ApiError)) return fallback;
  if (error.messageKey) return messageWords(error.messageKey);
  return error.body.message || fallback;
}
