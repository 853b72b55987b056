/**
 * The tab's title for each page, in both languages (issue 19: "the tab title follows the page").
 * Keys are the pages' names in ROUTES and ROUTE_PATTERNS (@okota/shared/routes), and typecheck
 * holds them to it (docs/decisions/0281): a page added there without a title here does not build.
 * lib/document-title.ts picks one for the location.
 */
import type { PageName } from '@okota/shared/routes';
import { registerTranslations } from './index';

export const PAGE_TITLES_NS = 'pageTitles';

/** Pages that show another page's title: the landing page's other addresses, the item's and search's aliases. */
export const SAME_TITLE_AS = {
  homeAlias: 'home',
  landing: 'home',
  searchItems: 'search',
  itemAlias: 'item',
} as const satisfies Partial<Record<PageName, PageName>>;

type TitledPage = Exclude<PageName, keyof typeof SAME_TITLE_AS>;

const en = {
  home: 'Okota – Lost and found in Kenya',
  suffix: '{{title}} · Okota',
  search: 'Search Found Items',
  postItem: 'Post a Found Item',
  editItem: 'Edit Item',
  item: 'Found Item',
  auth: 'Sign In or Sign Up',
  forgotPassword: 'Forgot Password',
  resetPassword: 'Choose a New Password',
  finderDashboard: 'Things I Found',
  claimerDashboard: 'Things I Lost',
  profile: 'Profile',
  deleteAccount: 'Delete My Account',
  terms: 'Terms and Conditions',
  privacy: 'Privacy Policy',
  help: 'Help Center',
  contact: 'Contact Us',
  admin: 'Admin',
  adminDashboard: 'Admin Dashboard',
  adminUsers: 'Users · Admin',
  adminItems: 'Items · Admin',
  adminCategories: 'Categories · Admin',
  adminSettings: 'Settings · Admin',
  adminVerifications: 'Claims · Admin',
  adminReports: 'Reports · Admin',
  adminPayouts: 'Payouts · Admin',
  adminLedger: 'Ledger · Admin',
  adminAudit: 'Audit Log · Admin',
  adminMessages: 'Messages · Admin',
  adminQuickLogin: 'Quick Login · Admin',
  adminOrganisations: 'Organisations · Admin',
  organisations: 'My Organisations',
  organisationApply: 'Register an Organisation',
  organisationDesk: 'Organisation Desk',
  deskClaims: 'Organisation Desk',
  organisationIntake: 'Intake Desk',
  organisationImport: 'Import a Register',
  organisation: 'Organisation',
  devOutbox: 'Development Outbox',
  devSmsOutbox: 'Development SMS Outbox',
  devWhatsapp: 'Development WhatsApp Phone',
  notFound: 'Page Not Found',
} satisfies Record<TitledPage | 'suffix' | 'notFound', string>;

const sw: typeof en = {
  home: 'Okota – Vitu vilivyopotea na kuokotwa Kenya',
  suffix: '{{title}} · Okota',
  search: 'Tafuta Vitu Vilivyookotwa',
  postItem: 'Weka Kitu Ulichookota',
  editItem: 'Hariri Kitu',
  item: 'Kitu Kilichookotwa',
  auth: 'Ingia au Jisajili',
  forgotPassword: 'Umesahau Nenosiri',
  resetPassword: 'Chagua Nenosiri Jipya',
  finderDashboard: 'Vitu Nilivyookota',
  claimerDashboard: 'Vitu Nilivyopoteza',
  profile: 'Wasifu',
  deleteAccount: 'Futa Akaunti Yangu',
  terms: 'Vigezo na Masharti',
  privacy: 'Sera ya Faragha',
  help: 'Kituo cha Msaada',
  contact: 'Wasiliana Nasi',
  admin: 'Msimamizi',
  adminDashboard: 'Dashibodi ya Msimamizi',
  adminUsers: 'Watumiaji · Msimamizi',
  adminItems: 'Vitu · Msimamizi',
  adminCategories: 'Aina · Msimamizi',
  adminSettings: 'Mipangilio · Msimamizi',
  adminVerifications: 'Madai · Msimamizi',
  adminReports: 'Ripoti · Msimamizi',
  adminPayouts: 'Malipo kwa Waokotaji · Msimamizi',
  adminLedger: 'Daftari la Hesabu · Msimamizi',
  adminAudit: 'Kumbukumbu za Ukaguzi · Msimamizi',
  adminMessages: 'Ujumbe · Msimamizi',
  adminQuickLogin: 'Kuingia Haraka · Msimamizi',
  adminOrganisations: 'Mashirika · Msimamizi',
  organisations: 'Mashirika Yangu',
  organisationApply: 'Sajili Shirika',
  organisationDesk: 'Dawati la Shirika',
  deskClaims: 'Dawati la Shirika',
  organisationIntake: 'Dawati la Kupokea Vitu',
  organisationImport: 'Ingiza Daftari',
  organisation: 'Shirika',
  devOutbox: 'Sanduku la Barua la Majaribio',
  devSmsOutbox: 'Sanduku la SMS la Majaribio',
  devWhatsapp: 'Simu ya WhatsApp ya Majaribio',
  notFound: 'Ukurasa Haupatikani',
};

registerTranslations(PAGE_TITLES_NS, { en, sw });

declare module './index' {
  interface TranslationNamespaces {
    pageTitles: typeof en;
  }
}
