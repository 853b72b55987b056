/** Strings of the signed-in navigation; they load with it, not with the landing page. */
import { registerTranslations } from '../../i18n';

export const SIGNED_IN_NAV_NS = 'signedInNav';

const en = {
  menu: {
    foundThings: 'Things I found',
    lostThings: 'Things I lost',
    postFound: 'Post a found item',
    searchLost: 'Search found items',
    organisations: 'Organisations',
  },
  accountMenu: 'Account menu',
};

const sw: typeof en = {
  menu: {
    foundThings: 'Vitu nilivyookota',
    lostThings: 'Vitu nilivyopoteza',
    postFound: 'Weka kitu ulichookota',
    searchLost: 'Tafuta vitu vilivyookotwa',
    organisations: 'Mashirika',
  },
  accountMenu: 'Menyu ya akaunti',
};

registerTranslations(SIGNED_IN_NAV_NS, { en, sw });

declare module '../../i18n' {
  interface TranslationNamespaces {
    signedInNav: typeof en;
  }
}
