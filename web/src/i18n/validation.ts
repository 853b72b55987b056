/**
 * The shared messages (zod schemas, the server's field errors) in the reader's language. Their
 * dictionary registers here, not with the translator, so that it loads with the first form or
 * error that needs it and not with the landing page (its JS budget, docs/benchmarks.md).
 */
import { messageKeyOf } from '@okota/shared/messages';
import { registerTranslations, translate } from './index';
import { validation } from './validation-strings';

registerTranslations('validation', validation);

/**
 * A schema message (a MESSAGES key, as the shared schemas carry them) or a server message (the
 * API's English, matched by text as a fallback) in the current language; unknown text as it came.
 */
export function translateMessage(text: string | undefined): string {
  if (!text) return '';
  const key = messageKeyOf(text);
  return key ? translate(key, { ns: 'validation' }) : text;
}
