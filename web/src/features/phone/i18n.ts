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
  whatsapp: {
    title: 'WhatsApp',
    body: 'News about your items and claims can come to this phone number on WhatsApp instead of by SMS, in your language. If a WhatsApp message fails, the SMS goes instead.',
    label: 'Send my updates by WhatsApp',
    saved: 'WhatsApp choice saved',
  },
  alerts: {
    title: 'SMS alerts',
    body: 'Sent to your verified number in your language. News you are waiting for comes at once, day and night; match alerts and reminders come at most 5 a day, and not in your quiet hours.',
    needsVerified: 'SMS alerts start once your phone number is verified.',
    saved: 'SMS alerts saved',
    failed: 'Could not save your SMS alerts',
    match: 'A found item may be the one I reported lost',
    claimApproved: 'My claim was approved (pay to get the contact)',
    paymentCompleted: 'My payment went through (the contact is shown)',
    payoutSent: 'My reward as a finder was sent to M-Pesa',
    refundSent: 'My money was refunded to M-Pesa',
    claimReceived: 'Someone claimed an item I found',
    claimRejected: 'My claim was not approved',
    ownerPaid: 'The owner paid for an item I found (open the chat)',
    handoverReminder: 'A hand-over reminder, a day after payment',
    payoutWaiting: 'My reward is waiting (and what to do)',
    emailTitle: 'By e-mail',
    emailBody: 'The same moments by e-mail to your address. Money receipts always come.',
    quietTitle: 'Quiet hours',
    quietBody:
      'Match alerts and reminders wait until the end of your quiet hours (East Africa Time). News you are waiting for — a claim, a payment, a payout, a dispute, a listing held — and codes come at once, day and night.',
    quietFrom: 'From',
    quietUntil: 'Until',
    emailClaimReceived: 'E-mail me when someone claims an item I found',
    emailClaimApproved: 'E-mail me when my claim is approved',
    emailClaimRejected: 'E-mail me when my claim is not approved',
    emailOwnerPaid: 'E-mail me when the owner pays for an item I found',
    emailHandoverReminder: 'E-mail me a hand-over reminder',
    emailPayoutWaiting: 'E-mail me when my reward waits for my number',
  },
};

const sw: typeof en = {
  verify: {
    title: 'Thibitisha nambari yako ya simu',
    verified: 'Imethibitishwa',
    unverified: 'Haijathibitishwa',
    bodyUnverified:
      'Tunatuma msimbo wa tarakimu 6 kwa SMS kwenda {{phone}}. Nambari ya simu iliyothibitishwa hupokea zawadi zako za M-Pesa kama mwokotaji na arifa za SMS zilizo hapa chini.',
    bodyVerified: '{{phone}} imethibitishwa: zawadi zako za M-Pesa na arifa za SMS hutumwa kwa nambari hii ya simu.',
    send: 'Tuma msimbo',
    sending: 'Inatuma...',
    resend: 'Tuma msimbo mpya',
    sent: 'Msimbo umetumwa kwa SMS kwenda {{phone}}. Unafanya kazi kwa dakika 10.',
    code: 'Msimbo wa tarakimu 6',
    submit: 'Thibitisha',
    checking: 'Inakagua...',
    done: 'Nambari ya simu imethibitishwa',
    failed: 'Imeshindikana kutuma msimbo',
    limited: 'Misimbo mingi mno kwa sasa. Tafadhali subiri kisha ujaribu tena.',
    codeWrong: 'Msimbo huo si sahihi. Majaribio {{count}} yamebaki.',
    codeWrong_one: 'Msimbo huo si sahihi. Jaribio 1 limebaki.',
    codeExpired: 'Msimbo huu umeisha muda au umebadilishwa. Tuma msimbo mpya.',
    tooManyTries: 'Misimbo mingi isiyo sahihi. Tuma msimbo mpya.',
    codeFormat: 'Weka msimbo wa tarakimu 6 kutoka kwenye SMS',
  },
  whatsapp: {
    title: 'WhatsApp',
    body: 'Habari za vitu na madai yako zinaweza kuja kwa nambari hii ya simu kupitia WhatsApp badala ya SMS, kwa lugha yako. Ujumbe wa WhatsApp ukishindikana, SMS hutumwa badala yake.',
    label: 'Nitumie habari zangu kwa WhatsApp',
    saved: 'Chaguo la WhatsApp limehifadhiwa',
  },
  alerts: {
    title: 'Arifa za SMS',
    body: 'Hutumwa kwa nambari yako ya simu iliyothibitishwa kwa lugha yako. Habari unazosubiri hufika mara moja, mchana na usiku; arifa za vitu vinavyofanana na vikumbusho hazizidi 5 kwa siku, na hazitumwi katika saa zako za utulivu.',
    needsVerified: 'Arifa za SMS zinaanza nambari yako ya simu ikishathibitishwa.',
    saved: 'Arifa za SMS zimehifadhiwa',
    failed: 'Imeshindikana kuhifadhi arifa zako za SMS',
    match: 'Kitu kilichopatikana huenda ni kile nilichoripoti kupotea',
    claimApproved: 'Dai langu limekubaliwa (lipa upate mawasiliano)',
    paymentCompleted: 'Malipo yangu yamefanikiwa (mawasiliano yanaonyeshwa)',
    payoutSent: 'Zawadi yangu kama mwokotaji imetumwa kwa M-Pesa',
    refundSent: 'Pesa zangu zimerudishwa kwa M-Pesa',
    claimReceived: 'Mtu amedai kitu nilichokipata',
    claimRejected: 'Dai langu halikukubaliwa',
    ownerPaid: 'Mwenye kitu amelipia kitu nilichokipata (fungua mazungumzo)',
    handoverReminder: 'Kumbusho la makabidhiano, siku moja baada ya malipo',
    payoutWaiting: 'Zawadi yangu inasubiri (na la kufanya)',
    emailTitle: 'Kwa barua pepe',
    emailBody: 'Hatua hizo hizo kwa barua pepe kwenye anwani yako. Risiti za pesa hutumwa kila mara.',
    quietTitle: 'Saa za utulivu',
    quietBody:
      'Arifa za vitu vinavyofanana na vikumbusho husubiri hadi mwisho wa saa zako za utulivu (saa za Afrika Mashariki). Habari unazosubiri — dai, malipo, malipo kwako, mzozo, tangazo lililosimamishwa — na misimbo hufika mara moja, mchana na usiku.',
    quietFrom: 'Kuanzia',
    quietUntil: 'Hadi',
    emailClaimReceived: 'Nitumie barua pepe mtu akidai kitu nilichokipata',
    emailClaimApproved: 'Nitumie barua pepe dai langu likikubaliwa',
    emailClaimRejected: 'Nitumie barua pepe dai langu lisipokubaliwa',
    emailOwnerPaid: 'Nitumie barua pepe mwenye kitu akilipia kitu nilichokipata',
    emailHandoverReminder: 'Nitumie barua pepe kumbusho la makabidhiano',
    emailPayoutWaiting: 'Nitumie barua pepe zawadi yangu ikisubiri nambari yangu ya simu',
  },
};

registerTranslations(PHONE_NS, { en, sw });

declare module '../../i18n' {
  interface TranslationNamespaces {
    phone: typeof en;
  }
}
