/**
 * The search page's first-screen words (docs/decisions/0221). The app's dictionary
 * (web/src/features/items/items.en.ts and items.sw.ts, `search`) takes them from here. The server
 * once drew them by hand; it now draws the page from the app's components (docs/decisions/0252).
 */
export interface SearchPageFirstScreenWords {
  title: string;
  subtitle: string;
  placeholder: string;
  label: string;
}

export const SEARCH_PAGE_FIRST_SCREEN_EN: SearchPageFirstScreenWords = {
  title: 'Search Found Items',
  subtitle: 'Items found across Kenya. Open one to prove it is yours.',
  placeholder: 'Search: wallet, Samsung, ID card...',
  label: 'Search items',
};

export const SEARCH_PAGE_FIRST_SCREEN_SW: SearchPageFirstScreenWords = {
  title: 'Tafuta Vitu Vilivyookotwa',
  subtitle: 'Vitu vilivyookotwa kote Kenya. Fungua kimoja kuthibitisha ni chako.',
  placeholder: 'Tafuta: pochi, Samsung, kitambulisho...',
  label: 'Tafuta vitu',
};

/** By language, for the server. */
export const SEARCH_PAGE_FIRST_SCREEN_WORDS: Record<'en' | 'sw', SearchPageFirstScreenWords> = {
  en: SEARCH_PAGE_FIRST_SCREEN_EN,
  sw: SEARCH_PAGE_FIRST_SCREEN_SW,
};
