import { registerTranslations } from '../../i18n';
import { en } from './i18n/en';
import { sw } from './i18n/sw';

export const ADMIN_NS = 'admin';

registerTranslations(ADMIN_NS, { en, sw });

declare module '../../i18n' {
  interface TranslationNamespaces {
    admin: typeof en;
  }
}
