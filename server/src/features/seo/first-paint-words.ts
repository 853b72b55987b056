/**
 * The words of the first screens the server draws (landing-preview-html.ts, search-preview-html.ts),
 * copied verbatim from the web app's dictionaries: the app replaces the drawing with the same words,
 * so nothing changes under the reader's eyes. first-paint-words.test.ts fails when the two part.
 */
import type { MetaLanguage } from './page-meta-sw';

export interface FirstPaintWords {
  landing: {
    welcome: string;
    headline: string;
    subhead: string;
    searchLabel: string;
    searchPlaceholder: string;
    searchSubmit: string;
    postFound: string;
    searchLost: string;
    /** {{totalFee}} and {{finderAmount}} as the web's translator fills them. */
    fee: string;
  };
  search: { title: string; subtitle: string; label: string; placeholder: string };
}

export const FIRST_PAINT_WORDS: Record<MetaLanguage, FirstPaintWords> = {
  en: {
    landing: {
      welcome: 'Welcome to Okota',
      headline: 'Connect lost items with their owners',
      subhead: 'Found something? Post it and earn a reward. Lost something? Search, prove it is yours, and get it back.',
      searchLabel: 'What did you lose?',
      searchPlaceholder: 'e.g. ID, Tecno phone',
      searchSubmit: 'Search',
      postFound: 'Post Found Item',
      searchLost: 'Search Lost Items',
      fee: 'Owners pay one fee of KSh {{totalFee}} per claim: KSh {{finderAmount}} goes to the finder.',
    },
    search: {
      title: 'Search Lost Items',
      subtitle: 'Items found across Kenya. Open one to prove it is yours.',
      label: 'Search items',
      placeholder: 'Search: wallet, Samsung, ID card...',
    },
  },
  sw: {
    landing: {
      welcome: 'Karibu Okota',
      headline: 'Unganisha vitu vilivyopotea na wamiliki wake',
      subhead: 'Umeokota kitu? Kiweke upate zawadi. Umepoteza kitu? Tafuta, thibitisha ni chako, na ukipate tena.',
      searchLabel: 'Umepoteza nini?',
      searchPlaceholder: 'k.m. kitambulisho, simu ya Tecno',
      searchSubmit: 'Tafuta',
      postFound: 'Weka Kitu Ulichookota',
      searchLost: 'Tafuta Vitu Vilivyopotea',
      fee: 'Wamiliki hulipa ada moja ya KSh {{totalFee}} kwa kila dai: KSh {{finderAmount}} huenda kwa mwokotaji.',
    },
    search: {
      title: 'Tafuta Vitu Vilivyopotea',
      subtitle: 'Vitu vilivyookotwa kote Kenya. Fungua kimoja kuthibitisha ni chako.',
      label: 'Tafuta vitu',
      placeholder: 'Tafuta: pochi, Samsung, kitambulisho...',
    },
  },
};
