/**
 * The payments namespace, English and Kiswahili key for key: the payer's words (the pay button,
 * the M-Pesa dialog, its results and toasts) in i18n/pay-words.ts, the admin's payouts screen in
 * i18n/payouts-admin-words.ts, and here the rest: the contact card, the hand-over, statuses,
 * earnings and payment lists.
 */
import { registerTranslations } from '../../i18n';
import { payWordsEn, payWordsSw } from './i18n/pay-words';
import { payoutsAdminEn, payoutsAdminSw } from './i18n/payouts-admin-words';

export const PAYMENTS_NS = 'payments';

const en = {
  ...payWordsEn,
  contact: {
    title: 'Finder contact details',
    paidNote: 'Payment complete. Contact the finder to arrange the hand-over.',
    name: 'Name',
    phone: 'Phone',
    email: 'E-mail',
    inMessages: 'Available in messages',
  },
  handover: {
    title: 'After the hand-over',
    body: 'Once you have your item, confirm it so the finder gets their reward. If something is wrong, report it within 72 hours of paying (until {{date}}).',
    confirm: 'Confirm I received my item',
    confirming: 'Confirming…',
    confirmQuestion: 'Do you have your item back?',
    confirmHelp: 'The finder will be paid their reward. This cannot be undone.',
    yes: 'Yes, I have it',
    report: 'Report a problem',
    reportTitle: 'Report a problem with the hand-over',
    reportHelp: "Tell us what went wrong. The finder's payout is put on hold and our team contacts you within 2-4 hours.",
    reason: 'What happened?',
    reasonPlaceholder: 'e.g. The finder did not come to the agreed place',
    send: 'Send report',
    sending: 'Sending…',
    confirmed: 'You confirmed receiving your item. Thank you!',
    disputed: 'You reported a problem. Our team is looking into it.',
    released: 'The finder has been paid.',
    confirmedToast: 'Thank you!',
    confirmedToastBody: 'The finder is being paid their reward.',
    reportedToast: 'Problem reported',
    reportedToastBody: 'The payout is on hold. We will contact you soon.',
    failedToast: 'Something went wrong',
  },
  payout: {
    none: 'Not paid',
    held: 'Held until hand-over',
    queued: 'Payout queued',
    awaiting_phone: 'Waiting for a verified number',
    processing: 'Sending to M-Pesa',
    paid: 'Paid to M-Pesa',
    failed: 'Payout delayed',
    disputed: 'On hold (dispute)',
    refunded: 'Refunded',
  },
  status: {
    pending: 'Pending',
    completed: 'Completed',
    failed: 'Failed',
    refund_pending: 'Refund on its way',
    refunded: 'Refunded',
    refund_failed: 'Refund delayed',
  },
  earnings: {
    title: 'Earnings',
    totalEarned: 'Total earned',
    itemsClaimed: 'Items claimed',
    average: 'Average per item',
    paidOut: 'Still to come to your M-Pesa: {{amount}}',
    recent: 'Latest payments',
    empty: 'No payments yet. When an owner pays for an item you found, it shows here.',
    howItWorks: 'Your share is held until the owner confirms the hand-over, or for 72 hours, then sent to your M-Pesa.',
  },
  claimerPayments: {
    title: 'Payments',
    totalSpent: 'Total spent',
    successful: 'Successful claims',
    pending: 'Pending',
    empty: 'You have not made any payments yet.',
    receipt: 'M-Pesa receipt {{receipt}}',
  },
  list: { viewItem: 'View item', loadFailed: 'Failed to fetch payments', retry: 'Try again' },
  admin: payoutsAdminEn,
};

const sw: typeof en = {
  ...payWordsSw,
  contact: {
    title: 'Mawasiliano ya mwokotaji',
    paidNote: 'Malipo yamekamilika. Wasiliana na mwokotaji mpange makabidhiano.',
    name: 'Jina',
    phone: 'Simu',
    email: 'Barua pepe',
    inMessages: 'Inapatikana kwenye ujumbe',
  },
  handover: {
    title: 'Baada ya makabidhiano',
    body: 'Ukishapata kitu chako, thibitisha ili mwokotaji apate zawadi yake. Kama kuna tatizo, liripoti ndani ya saa 72 baada ya kulipa (hadi {{date}}).',
    confirm: 'Thibitisha nimepokea kitu changu',
    confirming: 'Inathibitisha…',
    confirmQuestion: 'Je, umerudishiwa kitu chako?',
    confirmHelp: 'Mwokotaji atalipwa zawadi yake. Hatua hii haiwezi kutenduliwa.',
    yes: 'Ndiyo, ninacho',
    report: 'Ripoti tatizo',
    reportTitle: 'Ripoti tatizo la makabidhiano',
    reportHelp: 'Tueleze kilichoharibika. Malipo ya mwokotaji yanasimamishwa na timu yetu itawasiliana nawe ndani ya saa 2-4.',
    reason: 'Nini kilitokea?',
    reasonPlaceholder: 'mfano: Mwokotaji hakufika mahali tulipokubaliana',
    send: 'Tuma ripoti',
    sending: 'Inatuma…',
    confirmed: 'Umethibitisha kupokea kitu chako. Asante!',
    disputed: 'Umeripoti tatizo. Timu yetu inalishughulikia.',
    released: 'Mwokotaji amelipwa.',
    confirmedToast: 'Asante!',
    confirmedToastBody: 'Mwokotaji analipwa zawadi yake.',
    reportedToast: 'Tatizo limeripotiwa',
    reportedToastBody: 'Malipo yamesimamishwa. Tutawasiliana nawe hivi karibuni.',
    failedToast: 'Kuna hitilafu',
  },
  payout: {
    none: 'Haijalipwa',
    held: 'Imeshikiliwa hadi makabidhiano',
    queued: 'Malipo yamepangwa',
    awaiting_phone: 'Inasubiri nambari ya simu iliyothibitishwa',
    processing: 'Inatumwa M-Pesa',
    paid: 'Imelipwa M-Pesa',
    failed: 'Malipo yamechelewa',
    disputed: 'Imesimamishwa (mzozo)',
    refunded: 'Imerejeshwa',
  },
  status: {
    pending: 'Inasubiri',
    completed: 'Imekamilika',
    failed: 'Imeshindikana',
    refund_pending: 'Pesa inarejeshwa',
    refunded: 'Imerejeshwa',
    refund_failed: 'Urejeshaji umechelewa',
  },
  earnings: {
    title: 'Mapato',
    totalEarned: 'Jumla ya mapato',
    itemsClaimed: 'Vitu vilivyodaiwa',
    average: 'Wastani kwa kila kitu',
    paidOut: 'Bado zinakuja kwenye M-Pesa yako: {{amount}}',
    recent: 'Malipo ya karibuni',
    empty: 'Bado hakuna malipo. Mmiliki akilipia kitu ulichookota, kitaonekana hapa.',
    howItWorks: 'Sehemu yako inashikiliwa hadi mmiliki athibitishe makabidhiano, au kwa saa 72, kisha inatumwa kwenye M-Pesa yako.',
  },
  claimerPayments: {
    title: 'Malipo',
    totalSpent: 'Jumla uliyotumia',
    successful: 'Madai yaliyofanikiwa',
    pending: 'Yanayosubiri',
    empty: 'Bado hujafanya malipo yoyote.',
    receipt: 'Risiti ya M-Pesa {{receipt}}',
  },
  list: { viewItem: 'Tazama kitu', loadFailed: 'Imeshindikana kupata malipo', retry: 'Jaribu tena' },
  admin: payoutsAdminSw,
};

registerTranslations(PAYMENTS_NS, { en, sw });

declare module '../../i18n' {
  interface TranslationNamespaces {
    payments: typeof en;
  }
}
