/**
 * The shared messages (zod schemas, the server's field errors) in the reader's language. Their
 * dictionary registers here, not with the translator, so that it loads with the first form or
 * error that needs it and not with the landing page (its JS budget, docs/benchmarks.md).
 */
import { isMessageKey } from '@okota/shared/messages';
import { registerTranslations, translate } from './index';
import { validation } from './validation-strings';

registerTranslations('validation', validation);

/**
 * A shared message's words in the current language, by its key: a schema's message is a key, and
 * the server sends the key beside its English (`messageKey`, `errorKeys`, docs/decisions/0275).
 * Any other text is already words (a screen's own sentence, the server's English) and stays as it
 * came: English is never mapped back to a key, since two keys may share one English text.
 */
export function messageWords(message: string | undefined): string {
  if (!message) return '';
  return isMessageKey(message) ? translate(message, { ns: 'validation' }) : message;
}
