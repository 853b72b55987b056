/**
 * The tab's title for each page, in both languages (issue 19: "the tab title follows the page").
 * Keys are route paths without parameters; lib/document-title.ts picks one for the location.
 */
import { registerTranslations } from './index';

export const PAGE_TITLES_NS = 'pageTitles';

const en = {
  home: 'Okota – Lost and found in Kenya',
  suffix: '{{title}} · Okota',
  '/search': 'Search Found Items',
  '/post-item': 'Post a Found Item',
  '/edit-item': 'Edit Item',
  '/item': 'Found Item',
  '/auth': 'Sign In or Sign Up',
  '/forgot-password': 'Forgot Password',
  '/reset-password': 'Choose a New Password',
  '/finder-dashboard': 'Things I Found',
  '/claimer-dashboard': 'Things I Lost',
  '/profile': 'Profile',
  '/delete-account': 'Delete My Account',
  '/terms-and-conditions': 'Terms and Conditions',
  '/privacy-policy': 'Privacy Policy',
  '/help-center': 'Help Center',
  '/contact': 'Contact Us',
  '/admin': 'Admin',
  '/admin/dashboard': 'Admin Dashboard',
  '/admin/users': 'Users · Admin',
  '/admin/items': 'Items · Admin',
  '/admin/categories': 'Categories · Admin',
  '/admin/settings': 'Settings · Admin',
  '/admin/verifications': 'Claims · Admin',
  '/admin/reports': 'Reports · Admin',
  '/admin/payouts': 'Payouts · Admin',
  '/admin/ledger': 'Ledger · Admin',
  '/admin/audit': 'Audit Log · Admin',
  '/admin/messages': 'Messages · Admin',
  '/admin/quick-login': 'Quick Login · Admin',
  '/admin/organisations': 'Organisations · Admin',
  '/organisations': 'My Organisations',
  '/organisations/apply': 'Register an Organisation',
  '/organisations/desk': 'Organisation Desk',
  '/desk': 'Organisation Desk',
  '/organisations/desk/intake': 'Intake Desk',
  '/organisations/desk/import': 'Import a Register',
  '/o': 'Organisation',
  '/dev/outbox': 'Development Outbox',
  '/dev/sms-outbox': 'Development SMS Outbox',
  '/dev/whatsapp': 'Development WhatsApp Phone',
  notFound: 'Page Not Found',
};

const sw: typeof en = {
  home: 'Okota – Vitu vilivyopotea na kuokotwa Kenya',
  suffix: '{{title}} · Okota',
  '/search': 'Tafuta Vitu Vilivyookotwa',
  '/post-item': 'Weka Kitu Ulichookota',
  '/edit-item': 'Hariri Kitu',
  '/item': 'Kitu Kilichookotwa',
  '/auth': 'Ingia au Jisajili',
  '/forgot-password': 'Umesahau Nenosiri',
  '/reset-password': 'Chagua Nenosiri Jipya',
  '/finder-dashboard': 'Vitu Nilivyookota',
  '/claimer-dashboard': 'Vitu Nilivyopoteza',
  '/profile': 'Wasifu',
  '/delete-account': 'Futa Akaunti Yangu',
  '/terms-and-conditions': 'Vigezo na Masharti',
  '/privacy-policy': 'Sera ya Faragha',
  '/help-center': 'Kituo cha Msaada',
  '/contact': 'Wasiliana Nasi',
  '/admin': 'Msimamizi',
  '/admin/dashboard': 'Dashibodi ya Msimamizi',
  '/admin/users': 'Watumiaji · Msimamizi',
  '/admin/items': 'Vitu · Msimamizi',
  '/admin/categories': 'Aina · Msimamizi',
  '/admin/settings': 'Mipangilio · Msimamizi',
  '/admin/verifications': 'Madai · Msimamizi',
  '/admin/reports': 'Ripoti · Msimamizi',
  '/admin/payouts': 'Malipo kwa Waokotaji · Msimamizi',
  '/admin/ledger': 'Daftari la Hesabu · Msimamizi',
  '/admin/audit': 'Kumbukumbu za Ukaguzi · Msimamizi',
  '/admin/messages': 'Ujumbe · Msimamizi',
  '/admin/quick-login': 'Kuingia Haraka · Msimamizi',
  '/admin/organisations': 'Mashirika · Msimamizi',
  '/organisations': 'Mashirika Yangu',
  '/organisations/apply': 'Sajili Shirika',
  '/organisations/desk': 'Dawati la Shirika',
  '/desk': 'Dawati la Shirika',
  '/organisations/desk/intake': 'Dawati la Kupokea Vitu',
  '/organisations/desk/import': 'Ingiza Daftari',
  '/o': 'Shirika',
  '/dev/outbox': 'Sanduku la Barua la Majaribio',
  '/dev/sms-outbox': 'Sanduku la SMS la Majaribio',
  '/dev/whatsapp': 'Simu ya WhatsApp ya Majaribio',
  notFound: 'Ukurasa Haupatikani',
};

registerTranslations(PAGE_TITLES_NS, { en, sw });

declare module './index' {
  interface TranslationNamespaces {
    pageTitles: typeof en;
  }
}
