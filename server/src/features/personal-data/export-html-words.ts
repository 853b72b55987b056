/**
 * The words of the readable copy of a data download (export-html.ts): section titles and one
 * label per field of the JSON document, in both languages. A field without a label here fails
 * personal-data.export-html.test.ts, so a new field is never shown under an English code name.
 */
import type { ExportLanguage } from './export-words';

const en = {
  title: 'My data on Okota',
  printHint: 'This page holds the same data as the JSON file. Print it or save it as PDF from your browser.',
  yes: 'Yes', no: 'No', none: 'None',
  languages: { en: 'English', sw: 'Kiswahili' } as Record<string, string>,
  sections: {
    account: 'Account', consents: 'Consents', sessions: 'Signed-in devices', items: 'Items you posted', claims: 'Your claims',
    lostReports: 'Your lost reports', messages: 'Messages', reviews: 'Reviews', payments: 'Payments', notifications: 'Notifications',
    pushSubscriptions: 'Push notifications', contactMessages: 'Messages to support', reportsFiled: 'Reports you filed', sms: 'SMS',
    photos: 'Photos', retention: 'How long we keep your data',
  } as Record<string, string>,
  labels: {
    exportedAt: 'Made on', id: 'Number', firstName: 'First name', lastName: 'Last name', email: 'E-mail', phone: 'Phone number',
    language: 'Language', emailVerified: 'E-mail verified', phoneVerified: 'Phone verified', profilePhoto: 'Profile photo',
    createdAt: 'Created', updatedAt: 'Last changed', note: 'Note', termsAccepted: 'Terms accepted', termsAcceptedAt: 'Terms accepted on',
    privacyPolicyAccepted: 'Privacy policy accepted', privacyPolicyAcceptedAt: 'Privacy policy accepted on', list: 'Devices',
    lastUsedOn: 'Last used', expiresAt: 'Expires', active: 'Active', thisSession: 'This device', title: 'Title', description: 'Description',
    category: 'Category', location: 'County', nearLocation: 'Near', latitude: 'Latitude', longitude: 'Longitude', dateFound: 'Found on',
    statusText: 'Status', status: 'Status', securityQuestions: 'Security questions', expectedAnswers: 'Your answers to them',
    requiresProofPhoto: 'Proof photo required', photos: 'Photos', claimsReceived: 'Claims received', removalReason: 'Why it was removed',
    completedAt: 'Completed', itemId: 'Item number', itemTitle: 'Item', answers: 'Answers', question: 'Question', answer: 'Answer',
    additionalDetails: 'Other details', proofPhoto: 'Proof photo', finderNotes: "Finder's note", decidedAt: 'Decided on',
    county: 'County', dateLost: 'Lost on', photo: 'Photo', alerts: 'Alerts', inApp: 'In the app', push: 'Push', matches: 'Matches',
    directionText: 'Direction', otherPartyFirstName: 'With', content: 'Message', read: 'Read', written: 'Written by you',
    received: 'About you', rating: 'Rating', comment: 'Comment', roleText: 'Your part', amount: 'Amount (KSh)',
    finderAmount: "Finder's share (KSh)", platformAmount: "Okota's share (KSh)", payoutStatusText: 'Payout', phoneNumber: 'M-Pesa number',
    mpesaReceipt: 'M-Pesa receipt', payoutReceipt: 'Payout receipt', refundReceipt: 'Refund receipt', failureReason: 'Why it failed',
    disputeReason: 'Problem reported', paidOutAt: 'Paid out', refundedAt: 'Refunded', message: 'Message', service: 'Service',
    name: 'Name', subject: 'Subject', reason: 'Reason', match: 'Matches for my lost reports', claimApproved: 'Claim approved',
    paymentCompleted: 'Payment received', payoutSent: 'Payout sent', refundSent: 'Refund sent', messages: 'Messages', text: 'Text',
    sentAt: 'Sent', deliveredAt: 'Delivered', ussdLanguage: 'USSD menu language', links: 'Links',
  } as Record<string, string>,
};

const sw: typeof en = {
  title: 'Data yangu kwenye Okota',
  printHint: 'Ukurasa huu una data ileile iliyo kwenye faili ya JSON. Uchapishe au uuhifadhi kama PDF kutoka kwenye kivinjari chako.',
  yes: 'Ndiyo', no: 'Hapana', none: 'Hakuna',
  languages: { en: 'Kiingereza', sw: 'Kiswahili' },
  sections: {
    account: 'Akaunti', consents: 'Makubaliano', sessions: 'Vifaa vilivyoingia', items: 'Vitu ulivyoweka', claims: 'Madai yako',
    lostReports: 'Ripoti zako za vitu vilivyopotea', messages: 'Ujumbe', reviews: 'Tathmini', payments: 'Malipo', notifications: 'Arifa',
    pushSubscriptions: 'Arifa za push', contactMessages: 'Ujumbe kwa msaada', reportsFiled: 'Ripoti ulizowasilisha', sms: 'SMS',
    photos: 'Picha', retention: 'Muda tunaohifadhi data yako',
  },
  labels: {
    exportedAt: 'Imetengenezwa', id: 'Nambari', firstName: 'Jina la kwanza', lastName: 'Jina la mwisho', email: 'Barua pepe',
    phone: 'Nambari ya simu', language: 'Lugha', emailVerified: 'Barua pepe imethibitishwa', phoneVerified: 'Simu imethibitishwa',
    profilePhoto: 'Picha ya wasifu', createdAt: 'Iliundwa', updatedAt: 'Ilibadilishwa mwisho', note: 'Maelezo', termsAccepted: 'Masharti yamekubaliwa',
    termsAcceptedAt: 'Masharti yalikubaliwa', privacyPolicyAccepted: 'Sera ya faragha imekubaliwa', privacyPolicyAcceptedAt: 'Sera ya faragha ilikubaliwa',
    list: 'Vifaa', lastUsedOn: 'Ilitumika mwisho', expiresAt: 'Inaisha', active: 'Inatumika', thisSession: 'Kifaa hiki', title: 'Kichwa',
    description: 'Maelezo', category: 'Aina', location: 'Kaunti', nearLocation: 'Karibu na', latitude: 'Latitudo', longitude: 'Longitudo',
    dateFound: 'Kilipatikana', statusText: 'Hali', status: 'Hali', securityQuestions: 'Maswali ya usalama', expectedAnswers: 'Majibu yako kwa maswali hayo',
    requiresProofPhoto: 'Picha ya uthibitisho inahitajika', photos: 'Picha', claimsReceived: 'Madai yaliyopokelewa', removalReason: 'Sababu ya kuondolewa',
    completedAt: 'Kilikamilika', itemId: 'Nambari ya kitu', itemTitle: 'Kitu', answers: 'Majibu', question: 'Swali', answer: 'Jibu',
    additionalDetails: 'Maelezo mengine', proofPhoto: 'Picha ya uthibitisho', finderNotes: 'Maoni ya mwokotaji', decidedAt: 'Uamuzi ulifanywa',
    county: 'Kaunti', dateLost: 'Kilipotea', photo: 'Picha', alerts: 'Arifa', inApp: 'Ndani ya programu', push: 'Push', matches: 'Vinavyofanana',
    directionText: 'Upande', otherPartyFirstName: 'Na', content: 'Ujumbe', read: 'Umesomwa', written: 'Ulizoandika', received: 'Kukuhusu',
    rating: 'Alama', comment: 'Maoni', roleText: 'Nafasi yako', amount: 'Kiasi (KSh)', finderAmount: 'Sehemu ya mwokotaji (KSh)',
    platformAmount: 'Sehemu ya Okota (KSh)', payoutStatusText: 'Malipo kwa mwokotaji', phoneNumber: 'Nambari ya M-Pesa', mpesaReceipt: 'Risiti ya M-Pesa',
    payoutReceipt: 'Risiti ya malipo kwa mwokotaji', refundReceipt: 'Risiti ya kurejeshewa pesa', failureReason: 'Sababu ya kushindikana',
    disputeReason: 'Tatizo lililoripotiwa', paidOutAt: 'Ililipwa', refundedAt: 'Ilirejeshwa', message: 'Ujumbe', service: 'Huduma', name: 'Jina',
    subject: 'Mada', reason: 'Sababu', match: 'Vinavyofanana na ripoti zangu', claimApproved: 'Dai limekubaliwa', paymentCompleted: 'Malipo yamepokelewa',
    payoutSent: 'Malipo kwa mwokotaji yametumwa', refundSent: 'Pesa zimerejeshwa', messages: 'Ujumbe', text: 'Maneno', sentAt: 'Ilitumwa',
    deliveredAt: 'Ilifika', ussdLanguage: 'Lugha ya menyu ya USSD', links: 'Viungo',
  },
};

export const exportHtmlWords = (language: ExportLanguage) => (language === 'sw' ? sw : en);
export type ExportHtmlWords = typeof en;
