/**
 * Words of paying by M-Pesa Paybill (docs/decisions/0232): the option beside the STK push, the
 * numbers to type and the steps on the phone, the live status, how a developer simulates it,
 * and the admins' list of Paybill money that bought nothing.
 */
import { registerTranslations } from '../../i18n';

export const PAYBILL_NS = 'paybill';

const en = {
  option: {
    or: 'No M-Pesa prompt on your phone?',
    button: 'Pay with M-Pesa Paybill',
    asking: 'Getting your account number…',
  },
  details: {
    title: 'Pay with M-Pesa Paybill',
    businessNumber: 'Business number',
    accountNumber: 'Account number',
    amount: 'Amount',
    exact: 'Send exactly {{amount}}. Another amount is sent back to you and does not pay.',
    copy: 'Copy',
    copied: 'Copied',
  },
  steps: {
    title: 'On your phone',
    list: [
      'Open the M-Pesa menu (or the M-PESA app).',
      'Choose Lipa na M-Pesa, then Paybill.',
      'Enter the business number {{businessNumber}}.',
      'Enter the account number {{accountNumber}}.',
      'Enter the amount {{amount}}.',
      'Enter your M-Pesa PIN and confirm.',
    ],
  },
  status: {
    waiting: 'Waiting for your payment… {{seconds}} s',
    note: 'This page updates by itself when M-Pesa confirms your payment. You can close it and come back: the account number stays the same.',
    timedOut:
      'We have not seen your Paybill payment yet. If you paid, it shows on this page as soon as M-Pesa confirms it; if you sent another amount, it is sent back to you.',
    back: 'Pay by M-Pesa prompt instead',
  },
  returned: {
    title: 'That was not the fee',
    on_its_way: 'You sent {{sent}}; the fee is {{fee}}; your {{sent}} is on its way back to your M-Pesa (receipt {{receipt}}).',
    returned: 'You sent {{sent}}; the fee is {{fee}}; your {{sent}} is back on your M-Pesa (receipt {{receipt}}).',
    delayed:
      'You sent {{sent}}; the fee is {{fee}}. M-Pesa could not send your {{sent}} back by itself (receipt {{receipt}}): a person at Okota is returning it, and we will tell you by SMS.',
    next: 'To pay, send exactly {{fee}} to the same account number. We also sent you an SMS.',
  },
  simulator: {
    title: 'Test mode: simulate the Paybill payment',
    body: 'No real money moves. Pay as a customer would, from the simulator:',
    pay: 'Simulate paying {{amount}}',
    wrongAmount: 'Simulate a wrong amount ({{amount}})',
    paying: 'Paying…',
    failed: 'The simulator did not take the payment: {{reason}}',
    curl: 'Or from a terminal:',
  },
  admin: {
    title: 'Paybill money that bought nothing',
    subtitle:
      'Payments to our Paybill with an unknown account number, a wrong amount or for a claim already paid are sent back by reversal; confirmations M-Pesa does not know are rejected.',
    empty: 'Nothing here',
    loadFailed: 'Could not load the Paybill receipts',
    reload: 'Reload',
    receipt: 'M-Pesa receipt',
    account: 'Account number',
    from: 'Paid from',
    payment: 'Payment',
    received: 'Received',
    reversedAt: 'Sent back',
    reversal: 'Reversal receipt',
    note: 'Note',
    retry: 'Retry the reversal',
    retrying: 'Retrying…',
    retried: 'Reversal sent to M-Pesa again',
    failed: 'Action failed',
    states: {
      confirming: 'Being confirmed',
      applied: 'Paid a claim',
      rejected: 'Rejected (not confirmed by M-Pesa)',
      reversal_pending: 'Being sent back',
      reversed: 'Sent back',
      reversal_failed: 'Reversal refused',
    },
    reasons: { unknown_account: 'Unknown account number', wrong_amount: 'Wrong amount', already_paid: 'Claim already paid' },
  },
};

const sw: typeof en = {
  option: {
    or: 'Ombi la M-Pesa halijafika kwenye simu yako?',
    button: 'Lipa kwa Paybill ya M-Pesa',
    asking: 'Tunaandaa nambari yako ya akaunti…',
  },
  details: {
    title: 'Lipa kwa Paybill ya M-Pesa',
    businessNumber: 'Nambari ya biashara',
    accountNumber: 'Nambari ya akaunti',
    amount: 'Kiasi',
    exact: 'Tuma {{amount}} kamili. Kiasi kingine kinarudishwa kwako na hakilipi.',
    copy: 'Nakili',
    copied: 'Imenakiliwa',
  },
  steps: {
    title: 'Kwenye simu yako',
    list: [
      'Fungua menyu ya M-Pesa (au programu ya M-PESA).',
      'Chagua Lipa na M-Pesa, kisha Paybill.',
      'Weka nambari ya biashara {{businessNumber}}.',
      'Weka nambari ya akaunti {{accountNumber}}.',
      'Weka kiasi {{amount}}.',
      'Weka PIN yako ya M-Pesa na uthibitishe.',
    ],
  },
  status: {
    waiting: 'Tunasubiri malipo yako… sekunde {{seconds}}',
    note: 'Ukurasa huu utajisasisha wenyewe M-Pesa ikithibitisha malipo yako. Unaweza kuufunga na kurudi baadaye: nambari ya akaunti haibadiliki.',
    timedOut:
      'Bado hatujaona malipo yako ya Paybill. Kama umelipa, yataonekana hapa mara M-Pesa itakapoyathibitisha; kama ulituma kiasi kingine, kitarudishwa kwako.',
    back: 'Lipa kwa ombi la M-Pesa badala yake',
  },
  returned: {
    title: 'Hiyo haikuwa ada',
    on_its_way: 'Ulituma {{sent}}; ada ni {{fee}}; {{sent}} zako zinarudishwa kwenye M-Pesa yako (risiti {{receipt}}).',
    returned: 'Ulituma {{sent}}; ada ni {{fee}}; {{sent}} zako zimerudi kwenye M-Pesa yako (risiti {{receipt}}).',
    delayed:
      'Ulituma {{sent}}; ada ni {{fee}}. M-Pesa haikuweza kurudisha {{sent}} zako yenyewe (risiti {{receipt}}): mtu wa Okota anazirudisha, na tutakujulisha kwa SMS.',
    next: 'Ili kulipa, tuma {{fee}} kamili kwa nambari ile ile ya akaunti. Tumekutumia pia SMS.',
  },
  simulator: {
    title: 'Hali ya majaribio: iga malipo ya Paybill',
    body: 'Hakuna pesa halisi zinazotumika. Lipa kama mteja angelipa, kupitia kiigaji:',
    pay: 'Iga kulipa {{amount}}',
    wrongAmount: 'Iga kiasi kisicho sahihi ({{amount}})',
    paying: 'Inalipa…',
    failed: 'Kiigaji hakikupokea malipo: {{reason}}',
    curl: 'Au kutoka kwenye terminal:',
  },
  admin: {
    title: 'Pesa za Paybill ambazo hazikulipia chochote',
    subtitle:
      'Malipo kwenye Paybill yetu yenye nambari ya akaunti isiyojulikana, kiasi kisicho sahihi au kwa dai lililokwisha lipwa hurudishwa kwa reversal; uthibitisho ambao M-Pesa haiutambui hukataliwa.',
    empty: 'Hakuna kitu hapa',
    loadFailed: 'Imeshindikana kupakia risiti za Paybill',
    reload: 'Pakia tena',
    receipt: 'Risiti ya M-Pesa',
    account: 'Nambari ya akaunti',
    from: 'Imelipwa kutoka',
    payment: 'Malipo',
    received: 'Imepokelewa',
    reversedAt: 'Imerudishwa',
    reversal: 'Risiti ya reversal',
    note: 'Dokezo',
    retry: 'Jaribu reversal tena',
    retrying: 'Inajaribu tena…',
    retried: 'Reversal imetumwa tena kwa M-Pesa',
    failed: 'Kitendo kimeshindikana',
    states: {
      confirming: 'Inathibitishwa',
      applied: 'Imelipia dai',
      rejected: 'Imekataliwa (M-Pesa haijaithibitisha)',
      reversal_pending: 'Inarudishwa',
      reversed: 'Imerudishwa',
      reversal_failed: 'Reversal imekataliwa',
    },
    reasons: { unknown_account: 'Nambari ya akaunti isiyojulikana', wrong_amount: 'Kiasi si sahihi', already_paid: 'Dai limekwisha lipwa' },
  },
};

registerTranslations(PAYBILL_NS, { en, sw });

declare module '../../i18n' {
  interface TranslationNamespaces {
    paybill: typeof en;
  }
}
