/** Strings the finder dashboard, the claimer dashboard and the profile share. */
import { registerTranslations } from '../../../i18n';

export const DASHBOARD_NS = 'dashboard';

const en = {
  loading: 'Loading your dashboard...',
  loadFailed: 'We could not load this. Check your connection and try again.',
  retry: 'Try again',
  itemStatus: { claimed: 'Claimed', completed: 'Handed over', active: 'Active', hidden: 'Hidden', held: 'Held for review', removed: 'Removed' },
  paymentStatus: {
    pending: 'Pending',
    completed: 'Completed',
    failed: 'Failed',
    refund_pending: 'Refund on its way',
    refunded: 'Refunded',
    refund_failed: 'Refund delayed',
  },
  role: { claimer: 'You paid', finder: 'You earn' },
  posted: 'Posted {{date}}',
  noData: 'No data yet',
  hours_one: '{{count}} hour',
  hours_other: '{{count}} hours',
  minutes_one: '{{count}} minute',
  minutes_other: '{{count}} minutes',
  days_one: '{{count}} day',
  days_other: '{{count}} days',
  language: {
    title: 'Language',
    hint: 'The language of the app on this device, and of the e-mails we send you.',
    saved: 'Language saved',
    failed: 'Your choice is kept on this device, but we could not save it for e-mails.',
  },
};

const sw: typeof en = {
  loading: 'Inapakia dashibodi yako...',
  loadFailed: 'Hatukuweza kupakia hii. Hakiki mtandao wako kisha ujaribu tena.',
  retry: 'Jaribu tena',
  itemStatus: {
    claimed: 'Kimedaiwa',
    completed: 'Kimekabidhiwa',
    active: 'Kinapatikana',
    hidden: 'Kimefichwa',
    held: 'Kinasubiri ukaguzi',
    removed: 'Kimeondolewa',
  },
  paymentStatus: {
    pending: 'Inasubiri',
    completed: 'Imekamilika',
    failed: 'Imeshindikana',
    refund_pending: 'Pesa inarejeshwa',
    refunded: 'Imerejeshwa',
    refund_failed: 'Urejeshaji umechelewa',
  },
  role: { claimer: 'Ulilipa', finder: 'Unapata' },
  posted: 'Kiliwekwa {{date}}',
  noData: 'Bado hakuna data',
  hours_one: 'saa {{count}}',
  hours_other: 'saa {{count}}',
  minutes_one: 'dakika {{count}}',
  minutes_other: 'dakika {{count}}',
  days_one: 'siku {{count}}',
  days_other: 'siku {{count}}',
  language: {
    title: 'Lugha',
    hint: 'Lugha ya programu kwenye kifaa hiki, na ya barua pepe tunazokutumia.',
    saved: 'Lugha imehifadhiwa',
    failed: 'Chaguo lako limehifadhiwa kwenye kifaa hiki, lakini hatukuweza kulihifadhi kwa barua pepe.',
  },
};

registerTranslations(DASHBOARD_NS, { en, sw });

declare module '../../../i18n' {
  interface TranslationNamespaces {
    dashboard: typeof en;
  }
}
