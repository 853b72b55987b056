import { messageKeyOf } from '@okota/shared/messages';
import { translate } from './index';

/** A schema or server message in the current language; unknown text is shown as it came. */
export function translateMessage(text: string | undefined): string {
  if (!text) return '';
  const key = messageKeyOf(text);
  return key ? translate(key, { ns: 'validation' }) : text;
}
