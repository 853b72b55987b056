/** Strings of the signed-in navigation; they load with it, not with the landing page. */
import { registerTranslations } from '../../i18n';

export const SIGNED_IN_NAV_NS = 'signedInNav';

registerTranslations(SIGNED_IN_NAV_NS, {
  en: {
    modes: {
      title: 'Switch Account Mode',
      hint: 'Choose how you want to use Okota',
      finder: 'Finder', finderMode: 'Finder Mode', finderBody: 'Post found items, manage claims & earn rewards',
      claimer: 'Claimer', claimerMode: 'Claimer Mode', claimerBody: 'Search lost items, submit claims & track recovery',
      active: 'Active', suggested: 'Suggested',
    },
    quick: { title: 'Quick Actions', postNewItem: 'Post New Item', searchItems: 'Search Items', viewDashboard: 'View Dashboard' },
    accountMenu: 'Account menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  sw: {
    modes: {
      title: 'Badili Hali ya Akaunti',
      hint: 'Chagua jinsi unavyotaka kutumia Okota',
      finder: 'Mwokotaji', finderMode: 'Hali ya Mwokotaji', finderBody: 'Weka vitu ulivyookota, simamia madai na upate zawadi',
      claimer: 'Mdai', claimerMode: 'Hali ya Mdai', claimerBody: 'Tafuta vitu vilivyopotea, tuma madai na ufuatilie urejeshaji',
      active: 'Inatumika', suggested: 'Inapendekezwa',
    },
    quick: { title: 'Vitendo vya Haraka', postNewItem: 'Weka Kitu Kipya', searchItems: 'Tafuta Vitu', viewDashboard: 'Tazama Dashibodi' },
    accountMenu: 'Menyu ya akaunti',
    openMenu: 'Fungua menyu',
    closeMenu: 'Funga menyu',
  },
});
