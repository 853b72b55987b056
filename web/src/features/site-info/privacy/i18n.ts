/** The privacy policy in English and Kiswahili (Kenya Data Protection Act, 2019). */
import { registerTranslations } from '../../../i18n';
import { en } from './privacy.en';
import { sw } from './privacy.sw';

export const PRIVACY_NS = 'privacy';

registerTranslations(PRIVACY_NS, { en: { document: en }, sw: { document: sw } });

declare module '../../../i18n' {
  interface TranslationNamespaces {
    privacy: { document: typeof en };
  }
}
