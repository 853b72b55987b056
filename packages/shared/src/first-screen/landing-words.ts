/**
 * The landing page's first-screen words (docs/decisions/0221). The app's dictionary
 * (web/src/features/landing/i18n.ts) takes them from here. The server once drew them by hand; it
 * now draws the page from the app's components (docs/decisions/0252) and no longer reads them.
 */
export interface LandingFirstScreenWords {
  welcome: string;
  headline: string;
  subhead: string;
  postFound: string;
  searchLost: string;
  search: { label: string; placeholder: string; submit: string };
  /** {{totalFee}} and {{finderAmount}}, as the web's translator fills them. */
  fee: string;
}

export const LANDING_FIRST_SCREEN_EN: LandingFirstScreenWords = {
  welcome: 'Welcome to Okota',
  headline: 'Connect lost items with their owners',
  subhead: 'Found something? Post it and earn a reward. Lost something? Search, prove it is yours, and get it back.',
  postFound: 'Post Found Item',
  searchLost: 'Search Found Items',
  search: { label: 'What did you lose?', placeholder: 'e.g. ID, Tecno phone', submit: 'Search' },
  fee: 'Owners pay one fee of KSh {{totalFee}} per claim: KSh {{finderAmount}} goes to the finder.',
};

export const LANDING_FIRST_SCREEN_SW: LandingFirstScreenWords = {
  welcome: 'Karibu Okota',
  headline: 'Unganisha vitu vilivyopotea na wamiliki wake',
  subhead: 'Umeokota kitu? Kiweke upate zawadi. Umepoteza kitu? Tafuta, thibitisha ni chako, na ukipate tena.',
  postFound: 'Weka Kitu Ulichookota',
  searchLost: 'Tafuta Vitu Vilivyookotwa',
  search: { label: 'Umepoteza nini?', placeholder: 'k.m. kitambulisho, simu ya Tecno', submit: 'Tafuta' },
  fee: 'Wamiliki hulipa ada moja ya KSh {{totalFee}} kwa kila dai: KSh {{finderAmount}} huenda kwa mwokotaji.',
};

/** By language, for the server. The app spreads each language's own (fewer bytes on the landing page). */
export const LANDING_FIRST_SCREEN_WORDS: Record<'en' | 'sw', LandingFirstScreenWords> = { en: LANDING_FIRST_SCREEN_EN, sw: LANDING_FIRST_SCREEN_SW };
