/** The items screens' strings, one file per language. */
import { registerTranslations } from '../../i18n';
import { en } from './items.en';
import { sw } from './items.sw';

export const ITEMS_NS = 'items';

registerTranslations(ITEMS_NS, { en, sw });

declare module '../../i18n' {
  interface TranslationNamespaces {
    items: typeof en;
  }
}
