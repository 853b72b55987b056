import { registerTranslations } from '../../i18n';

export const PHONE_NS = 'phone';

const en = {
  verify: {
    title: 'Verify your phone',
    verified: 'Verified',
    unverified: 'Not verified',
    bodyUnverified: 'We send a 6-digit code by SMS to {{phone}}. A verified number receives your M-Pesa rewards as a finder and the SMS alerts below.',
    bodyVerified: '{{phone}} is verified: your M-Pesa rewards and SMS alerts go to this number.',
    send: 'Send code',
    sending: 'Sending...',
    resend: 'Send a new code',
    sent: 'Code sent by SMS to {{phone}}. It works for 10 minutes.',
    code: '6-digit code',
    submit: 'Verify',
    checking: 'Checking...',
    done: 'Phone number verified',
    failed: 'Could not send the code',
    limited: 'Too many codes for now. Please wait and try again.',
    codeWrong: 'That code is not right. {{count}} tries left.',
    codeWrong_one: 'That code is not right. 1 try left.',
    codeExpired: 'This code has expired or was replaced. Send a new one.',
    tooManyTries: 'Too many wrong codes. Send a new one.',
    codeFormat: 'Enter the 6-digit code from the SMS',
  },
  alerts: {
    title: 'SMS alerts',
    body: 'For what cannot wait, sent to your verified number in your language. At most 5 a day, and none between 9 pm and 7 am (they wait until morning).',
    needsVerified: 'SMS alerts start once your phone number is verified.',
    saved: 'SMS alerts saved',
    failed: 'Could not save your SMS alerts',
    match: 'A found item may be the one I reported lost',
    claimApproved: 'My claim was approved (pay to get the contact)',
    paymentCompleted: 'My payment went through (the contact is shown)',
    payoutSent: 'My reward as a finder was sent to M-Pesa',
    refundSent: 'My money was refunded to M-Pesa',
  },
};

const sw: typeof en = {
  verify: {
    title: 'Thibitisha nambari yako ya simu',
    verified: 'Imethibitishwa',
    unverified: 'Haijathibitishwa',
    bodyUnverified: 'Tunatuma nambari ya tarakimu 6 kwa SMS kwenda {{phone}}. Nambari iliyothibitishwa hupokea zawadi zako za M-Pesa kama mwokotaji na arifa za SMS zilizo hapa chini.',
    bodyVerified: '{{phone}} imethibitishwa: zawadi zako za M-Pesa na arifa za SMS hutumwa kwa nambari hii.',
    send: 'Tuma nambari',
    sending: 'Inatuma...',
    resend: 'Tuma nambari mpya',
    sent: 'Nambari imetumwa kwa SMS kwenda {{phone}}. Inafanya kazi kwa dakika 10.',
    code: 'Nambari ya tarakimu 6',
    submit: 'Thibitisha',
    checking: 'Inakagua...',
    done: 'Nambari ya simu imethibitishwa',
    failed: 'Imeshindikana kutuma nambari',
    limited: 'Nambari nyingi mno kwa sasa. Tafadhali subiri kisha ujaribu tena.',
    codeWrong: 'Nambari hiyo si sahihi. Majaribio {{count}} yamebaki.',
    codeWrong_one: 'Nambari hiyo si sahihi. Jaribio 1 limebaki.',
    codeExpired: 'Nambari hii imeisha muda au imebadilishwa. Tuma nambari mpya.',
    tooManyTries: 'Nambari nyingi zisizo sahihi. Tuma nambari mpya.',
    codeFormat: 'Weka nambari ya tarakimu 6 kutoka kwenye SMS',
  },
  alerts: {
    title: 'Arifa za SMS',
    body: 'Kwa mambo yasiyoweza kusubiri, hutumwa kwa nambari yako iliyothibitishwa kwa lugha yako. Zisizozidi 5 kwa siku, na hakuna kati ya saa 3 usiku na saa 1 asubuhi (zinasubiri hadi asubuhi).',
    needsVerified: 'Arifa za SMS zinaanza nambari yako ya simu ikishathibitishwa.',
    saved: 'Arifa za SMS zimehifadhiwa',
    failed: 'Imeshindikana kuhifadhi arifa zako za SMS',
    match: 'Kitu kilichopatikana huenda ni kile nilichoripoti kupotea',
    claimApproved: 'Dai langu limekubaliwa (lipa upate mawasiliano)',
    paymentCompleted: 'Malipo yangu yamefanikiwa (mawasiliano yanaonyeshwa)',
    payoutSent: 'Zawadi yangu kama mwokotaji imetumwa kwa M-Pesa',
    refundSent: 'Pesa zangu zimerudishwa kwa M-Pesa',
  },
};

registerTranslations(PHONE_NS, { en, sw });

declare module '../../i18n' {
  interface TranslationNamespaces {
    phone: typeof en;
  }
}
