/** The organisation desk's strings, one file per language. */
import { registerTranslations } from '../../../i18n';
import { en } from './desk.en';
import { sw } from './desk.sw';

export const DESK_NS = 'organisationDesk';

registerTranslations(DESK_NS, { en, sw });

declare module '../../../i18n' {
  interface TranslationNamespaces {
    organisationDesk: typeof en;
  }
}
