/**
 * Words about refunds, for the claimer whose money goes back and for the admins who follow it: a
 * namespace of its own so the payments strings stay one readable file.
 */
import { registerTranslations } from '../../i18n';

export const REFUNDS_NS = 'refunds';

const en = {
  claimer: {
    section: 'Your refund',
    refund_pending: {
      title: 'Your money is on its way back',
      body: 'Your {{amount}} is on its way back to your M-Pesa. We will tell you when it arrives.',
    },
    refunded: {
      title: 'Refunded to your M-Pesa',
      body: '{{amount}} was returned to your M-Pesa on {{date}}.',
      bodyNoDate: '{{amount}} was returned to your M-Pesa.',
    },
    refund_failed: {
      title: 'Your refund is delayed',
      body: 'M-Pesa could not return your {{amount}} by itself. A person at Okota is returning it through M-Pesa now, and we will tell you by SMS when it arrives. You do not need to do anything.',
    },
    receipt: 'M-Pesa reversal receipt: {{receipt}}',
    paidReceipt: 'Your payment: {{receipt}}',
    contactHidden: "The finder's contact details are no longer shown because this payment is being returned to you.",
    contactHiddenRefunded: "The finder's contact details are no longer shown because this payment was returned to you.",
  },
  admin: {
    title: 'Refunds to owners',
    subtitle:
      'Payments going back to the phone that paid, through an M-Pesa reversal. When M-Pesa refuses one, its reason is shown: fix the cause, then retry.',
    tabs: { failed: 'Refused by M-Pesa', pending: 'On their way', refunded: 'Refunded' },
    states: { refund_pending: 'On its way', refund_failed: 'Refused by M-Pesa', refunded: 'Refunded' },
    empty: 'Nothing here.',
    claimer: 'Owner',
    paidFrom: 'Paid from',
    paymentReceipt: 'Payment receipt',
    why: 'Why',
    requested: 'Asked',
    refundedAt: 'Refunded',
    reversalReceipt: 'Reversal receipt',
    attempts: 'Attempts',
    mpesaSaid: "M-Pesa's reason",
    note: 'Note',
    dispute: 'Reported problem',
    reasons: {
      dispute: 'Dispute settled as a refund',
      claim_revoked: 'Claim withdrawn before the payment arrived',
      item_removed: 'Item removed before the payment arrived',
      already_paid: 'Claim already paid',
    },
    portal: {
      title: 'Reversed it in the M-Pesa portal?',
      bodyNoReceipt:
        "This payment has no M-Pesa receipt, so M-Pesa cannot be asked to reverse it. Find it in the M-Pesa organisation portal by the phone that paid and the time, reverse it there, then give the reversal's receipt. M-Pesa is asked to confirm it before the refund counts.",
      bodyWithReceipt:
        "If you reversed this payment in the M-Pesa organisation portal, give the reversal's receipt. M-Pesa is asked to confirm it before the refund counts.",
      receipt: 'Reversal receipt',
      receiptHint: '10 letters and digits, e.g. QFT4XY7Z2B',
      submit: 'Confirm with M-Pesa',
      asking: 'Asking M-Pesa…',
      asked: 'Asked M-Pesa to confirm the reversal. The refund counts once M-Pesa confirms it.',
    },
    retry: 'Retry refund',
    retrying: 'Sending…',
    retried: 'Refund sent to M-Pesa again',
    failed: 'Action failed',
    loadFailed: 'Could not load the refunds.',
    reload: 'Try again',
  },
};

const sw: typeof en = {
  claimer: {
    section: 'Urejeshaji wa pesa yako',
    refund_pending: {
      title: 'Pesa yako inarejeshwa',
      body: '{{amount}} zako zinarudishwa kwenye M-Pesa yako. Tutakujulisha zitakapofika.',
    },
    refunded: {
      title: 'Imerejeshwa kwenye M-Pesa yako',
      body: '{{amount}} zilirudishwa kwenye M-Pesa yako tarehe {{date}}.',
      bodyNoDate: '{{amount}} zilirudishwa kwenye M-Pesa yako.',
    },
    refund_failed: {
      title: 'Urejeshaji wa pesa yako umechelewa',
      body: 'M-Pesa haikuweza kurudisha {{amount}} zako yenyewe. Mtu wa Okota anazirudisha kupitia M-Pesa sasa, na tutakujulisha kwa SMS zitakapofika. Huhitaji kufanya chochote.',
    },
    receipt: 'Risiti ya urejeshaji wa M-Pesa: {{receipt}}',
    paidReceipt: 'Malipo yako: {{receipt}}',
    contactHidden: 'Mawasiliano ya mwokotaji hayaonyeshwi tena kwa sababu malipo haya yanarudishwa kwako.',
    contactHiddenRefunded: 'Mawasiliano ya mwokotaji hayaonyeshwi tena kwa sababu malipo haya yalirudishwa kwako.',
  },
  admin: {
    title: 'Marejesho kwa wamiliki',
    subtitle:
      'Malipo yanayorudishwa kwenye simu iliyolipa, kupitia urejeshaji wa M-Pesa. M-Pesa ikikataa, sababu yake inaonyeshwa: rekebisha chanzo, kisha ujaribu tena.',
    tabs: { failed: 'Yamekataliwa na M-Pesa', pending: 'Njiani', refunded: 'Yamerejeshwa' },
    states: { refund_pending: 'Njiani', refund_failed: 'Imekataliwa na M-Pesa', refunded: 'Imerejeshwa' },
    empty: 'Hakuna kitu hapa.',
    claimer: 'Mmiliki',
    paidFrom: 'Alilipa kutoka',
    paymentReceipt: 'Risiti ya malipo',
    why: 'Sababu',
    requested: 'Iliombwa',
    refundedAt: 'Imerejeshwa',
    reversalReceipt: 'Risiti ya urejeshaji',
    attempts: 'Majaribio',
    mpesaSaid: 'Sababu ya M-Pesa',
    note: 'Maelezo',
    dispute: 'Tatizo lililoripotiwa',
    reasons: {
      dispute: 'Mzozo umeamuliwa kwa kurejesha pesa',
      claim_revoked: 'Dai liliondolewa kabla malipo hayajafika',
      item_removed: 'Kitu kiliondolewa kabla malipo hayajafika',
      already_paid: 'Dai lilikuwa limeshalipiwa',
    },
    portal: {
      title: 'Umeirejesha kwenye tovuti ya M-Pesa?',
      bodyNoReceipt:
        'Malipo haya hayana risiti ya M-Pesa, kwa hiyo M-Pesa haiwezi kuombwa kuyarejesha. Yatafute kwenye tovuti ya shirika ya M-Pesa kwa simu iliyolipa na wakati, yarejeshe hapo, kisha weka risiti ya urejeshaji. M-Pesa itaombwa kuithibitisha kabla urejeshaji haujahesabiwa.',
      bodyWithReceipt:
        'Kama umerejesha malipo haya kwenye tovuti ya shirika ya M-Pesa, weka risiti ya urejeshaji. M-Pesa itaombwa kuithibitisha kabla urejeshaji haujahesabiwa.',
      receipt: 'Risiti ya urejeshaji',
      receiptHint: 'Herufi na tarakimu 10, mfano QFT4XY7Z2B',
      submit: 'Thibitisha na M-Pesa',
      asking: 'Tunauliza M-Pesa…',
      asked: 'Tumeiomba M-Pesa ithibitishe urejeshaji. Urejeshaji utahesabiwa M-Pesa ikiuthibitisha.',
    },
    retry: 'Jaribu kurejesha tena',
    retrying: 'Inatuma…',
    retried: 'Urejeshaji umetumwa tena kwa M-Pesa',
    failed: 'Kitendo kimeshindikana',
    loadFailed: 'Imeshindikana kupakia marejesho.',
    reload: 'Jaribu tena',
  },
};

registerTranslations(REFUNDS_NS, { en, sw });

declare module '../../i18n' {
  interface TranslationNamespaces {
    refunds: typeof en;
  }
}
