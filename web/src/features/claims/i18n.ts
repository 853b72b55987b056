/** The claims feature's words in English and Kiswahili (i18n.en.ts, i18n.sw.ts). */
import { registerTranslations } from '../../i18n';

import { en } from './i18n.en';
import { sw } from './i18n.sw';

export const CLAIMS_NS = 'claims';

registerTranslations(CLAIMS_NS, { en, sw });

declare module '../../i18n' {
  interface TranslationNamespaces {
    claims: typeof en;
  }
}
