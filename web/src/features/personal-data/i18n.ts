import { registerTranslations } from '../../i18n';

export const PERSONAL_DATA_NS = 'personalData';

const en = {
  card: {
    title: 'Your data',
    body: 'Download a copy of everything Okota holds about you, or close your account. The privacy policy says how long we keep each kind of data.',
    download: 'Download my data',
    printable: 'Printable copy',
    downloading: 'Preparing your file...',
    downloaded: 'Your data was downloaded',
    limit: 'You can download your data 3 times a day. Please try again tomorrow.',
    failed: 'Could not download your data. Please try again.',
    delete: 'Delete my account',
    policy: 'Privacy policy',
  },
  delete: {
    title: 'Delete my account',
    step: 'Step {{step}} of 2',
    intro: 'Closing your account cannot be undone. This is what happens:',
    happens: [
      'You are signed out on every device at once.',
      'Your name, e-mail, phone number, profile photo and everything you wrote (descriptions, answers, messages, reviews) are erased. Other people see "Deleted user" where your name was.',
      'Your open claims are withdrawn, and your items still on offer are removed. The people concerned are told.',
      'Payment records stay for the accounts the law requires, with the amounts, receipts and dates, but without your name or contacts.',
      'You can sign up again later with the same e-mail address and phone number, as a new account.',
    ],
    downloadFirst: 'Want a copy first? Download your data before you continue.',
    moneyNote: 'While money is on its way (a payment held until the hand-over, a payout or a refund), you will be asked to wait until it arrives.',
    continue: 'Continue',
    back: 'Keep my account',
    confirmIntro: 'Enter your password to confirm that you want to delete your account for good.',
    password: 'Your password',
    confirm: 'Delete my account for good',
    deleting: 'Deleting...',
    done: 'Your account has been deleted',
    doneBody: 'Thank you for using Okota.',
    failed: 'Could not delete your account. Please try again.',
    inFlight: {
      payment: 'An M-Pesa payment of yours is still being processed. Wait until it finishes, then close your account.',
      escrow:
        'A payment is held until the item is handed over. You can close your account once the hand-over is confirmed and the finder is paid, or the payment is refunded.',
      payout: "A finder's payout is still on its way to M-Pesa. You can close your account once it has been paid.",
      refund: 'A refund is still on its way to M-Pesa. You can close your account once it has arrived.',
    },
    waitTitle: 'Not yet: money is on its way',
    signIn: 'Please sign in to manage your account.',
  },
};

const sw: typeof en = {
  card: {
    title: 'Data yako',
    body: 'Pakua nakala ya kila kitu ambacho Okota inahifadhi kukuhusu, au funga akaunti yako. Sera ya faragha inaeleza tunahifadhi kila aina ya data kwa muda gani.',
    download: 'Pakua data yangu',
    printable: 'Nakala ya kuchapisha',
    downloading: 'Tunaandaa faili lako...',
    downloaded: 'Data yako imepakuliwa',
    limit: 'Unaweza kupakua data yako mara 3 kwa siku. Tafadhali jaribu tena kesho.',
    failed: 'Imeshindikana kupakua data yako. Tafadhali jaribu tena.',
    delete: 'Futa akaunti yangu',
    policy: 'Sera ya faragha',
  },
  delete: {
    title: 'Futa akaunti yangu',
    step: 'Hatua ya {{step}} kati ya 2',
    intro: 'Kufunga akaunti yako hakuwezi kutenduliwa. Hiki ndicho kinachotokea:',
    happens: [
      'Unatolewa kwenye kila kifaa mara moja.',
      'Jina lako, barua pepe, nambari ya simu, picha ya wasifu na kila ulichoandika (maelezo, majibu, ujumbe, tathmini) vinafutwa. Watu wengine wanaona "Mtumiaji aliyefutwa" mahali pa jina lako.',
      'Madai yako yaliyo wazi yanaondolewa, na vitu vyako vilivyo bado sokoni vinaondolewa. Wahusika wanaarifiwa.',
      'Kumbukumbu za malipo zinabaki kwa hesabu zinazotakiwa na sheria, pamoja na kiasi, risiti na tarehe, lakini bila jina lako wala mawasiliano yako.',
      'Unaweza kujisajili tena baadaye kwa barua pepe na nambari ya simu ileile, kama akaunti mpya.',
    ],
    downloadFirst: 'Unataka nakala kwanza? Pakua data yako kabla ya kuendelea.',
    moneyNote: 'Pesa zikiwa bado njiani (malipo yanayoshikiliwa hadi makabidhiano, malipo kwa mwokotaji au marejesho), utaombwa usubiri hadi zifike.',
    continue: 'Endelea',
    back: 'Baki na akaunti yangu',
    confirmIntro: 'Weka nenosiri lako kuthibitisha kwamba unataka kufuta akaunti yako kabisa.',
    password: 'Nenosiri lako',
    confirm: 'Futa akaunti yangu kabisa',
    deleting: 'Inafuta...',
    done: 'Akaunti yako imefutwa',
    doneBody: 'Asante kwa kutumia Okota.',
    failed: 'Imeshindikana kufuta akaunti yako. Tafadhali jaribu tena.',
    inFlight: {
      payment: 'Malipo yako ya M-Pesa bado yanashughulikiwa. Subiri yakamilike, kisha funga akaunti yako.',
      escrow:
        'Malipo yanashikiliwa hadi kitu kikabidhiwe. Unaweza kufunga akaunti yako makabidhiano yakishathibitishwa na mwokotaji akishalipwa, au malipo yakisharejeshwa.',
      payout: 'Malipo ya mwokotaji bado yako njiani kwenda M-Pesa. Unaweza kufunga akaunti yako yakishalipwa.',
      refund: 'Marejesho bado yako njiani kwenda M-Pesa. Unaweza kufunga akaunti yako yakishafika.',
    },
    waitTitle: 'Bado: pesa ziko njiani',
    signIn: 'Tafadhali ingia ili kusimamia akaunti yako.',
  },
};

registerTranslations(PERSONAL_DATA_NS, { en, sw });

declare module '../../i18n' {
  interface TranslationNamespaces {
    personalData: typeof en;
  }
}
