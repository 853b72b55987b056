/**
 * The API's error codes in the reader's language (docs/decisions/0245-error-codes.md): one entry
 * per code of @okota/shared/error-codes in each language, so a new code without words fails `tsc`.
 */
import { registerTranslations } from './index';
import { en } from './error-words.en';
import { sw } from './error-words.sw';

export const ERROR_WORDS_NS = 'errorCodes';

registerTranslations(ERROR_WORDS_NS, { en, sw });

declare module './index' {
  interface TranslationNamespaces {
    errorCodes: typeof en;
  }
}
