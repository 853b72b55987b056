/**
 * The terms and conditions in English and Kiswahili. Amounts come in as {{totalFee}},
 * {{finderAmount}} and {{platformAmount}} from the live fee settings.
 */
import { registerTranslations } from '../../../i18n';
import { en } from './terms.en';
import { sw } from './terms.sw';

export const TERMS_NS = 'terms';

registerTranslations(TERMS_NS, { en: { document: en }, sw: { document: sw } });

declare module '../../../i18n' {
  interface TranslationNamespaces {
    terms: { document: typeof en };
  }
}
