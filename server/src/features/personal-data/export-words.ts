/**
 * The words of the data download, in the caller's language (docs/rules.md "Personal data"): what
 * the document is, what each status means, and how long each kind of data is kept. Codes (status,
 * role) stay in the document as they are, so a program can read it too; the words stand beside them.
 */
import { RETENTION } from '@okota/shared';

export type ExportLanguage = 'en' | 'sw';

const en = {
  about:
    'Everything Okota holds about you, as of the time below. Other people appear by first name only. ' +
    'Photos are links: open them while signed in to Okota. Questions: use the contact page.',
  consentsNote: 'You accepted the terms and the privacy policy when you created your account; these are the times we recorded.',
  sessionsNote: 'Devices signed in to your account. "Last used" is exact to the day; we never show or keep a sign-in key in readable form.',
  photosNote: 'Links to your own photos; private ones (proof photos, lost-report photos) open only while you are signed in.',
  itemStatus: { available: 'Available', claimed: 'Paid for, waiting for the hand-over', completed: 'Handed over', removed: 'Removed' },
  claimStatus: { pending: 'Waiting for the finder', approved: 'Approved', rejected: 'Rejected or withdrawn' },
  reportStatus: { open: 'Open', closed: 'Closed', expired: 'Expired' },
  paymentStatus: {
    pending: 'Waiting for M-Pesa',
    completed: 'Paid',
    failed: 'Failed',
    refund_pending: 'Being refunded',
    refunded: 'Refunded',
    refund_failed: 'Refund failed, our team is on it',
  },
  payoutStatus: {
    none: 'No payout',
    held: 'Held until the hand-over',
    queued: 'Being sent',
    awaiting_phone: 'Waiting for you to verify your phone',
    processing: 'Being sent',
    paid: 'Paid to M-Pesa',
    failed: 'Failed, our team is on it',
    disputed: 'On hold: a problem was reported',
    refunded: 'Refunded to the owner',
  },
  role: { claimer: 'You paid', finder: 'You were paid' },
  direction: { sent: 'Sent by you', received: 'Received' },
  smsNote: 'SMS we sent to your phone (codes show as ******), your SMS alert switches, and the language your number chose on the USSD menu.',
  smsStatus: {
    scheduled: 'Waiting for the morning (no SMS at night)',
    queued: 'Being sent',
    sent: 'Sent',
    delivered: 'Delivered',
    failed: 'Not delivered',
    skipped: 'Not sent (daily limit reached)',
  },
  retention: [
    `Claim proof photos: deleted ${RETENTION.claimProofDays} days after the finder decides the claim.`,
    `Lost reports: deleted ${RETENTION.closedLostReportDays} days after they are closed or expire.`,
    `Sign-ups never finished: deleted after ${RETENTION.unfinishedSignUpDays} days.`,
    `Messages: deleted ${RETENTION.messagesAfterHandOverMonths} months after the hand-over.`,
    `SMS: the words and your number are deleted ${RETENTION.smsTextDays} days after sending; the USSD menu forgets your language after ${RETENTION.ussdLanguageMonths} months without use.`,
    'Payments: kept for the accounts the law requires, without your name or contacts once you close your account.',
  ],
};

type Words = typeof en;

const sw: Words = {
  about:
    'Kila kitu ambacho Okota inahifadhi kukuhusu, hadi wakati ulioandikwa hapa chini. Watu wengine wanaonekana kwa jina la kwanza tu. ' +
    'Picha ni viungo: zifungue ukiwa umeingia kwenye Okota. Maswali: tumia ukurasa wa mawasiliano.',
  consentsNote: 'Ulikubali masharti na sera ya faragha ulipofungua akaunti yako; hizi ndizo nyakati tulizorekodi.',
  sessionsNote:
    'Vifaa vilivyoingia kwenye akaunti yako. "Ilitumika mwisho" ni sahihi hadi siku; hatuonyeshi wala kuhifadhi ufunguo wa kuingia kwa namna inayosomeka.',
  photosNote: 'Viungo vya picha zako; za faragha (picha za uthibitisho, picha za ripoti za upotevu) hufunguka tu ukiwa umeingia.',
  itemStatus: { available: 'Inapatikana', claimed: 'Imelipiwa, inasubiri kukabidhiwa', completed: 'Imekabidhiwa', removed: 'Imeondolewa' },
  claimStatus: { pending: 'Inasubiri mwokotaji', approved: 'Imeidhinishwa', rejected: 'Imekataliwa au imeondolewa' },
  reportStatus: { open: 'Wazi', closed: 'Imefungwa', expired: 'Imeisha muda' },
  paymentStatus: {
    pending: 'Inasubiri M-Pesa',
    completed: 'Imelipwa',
    failed: 'Imeshindikana',
    refund_pending: 'Inarejeshwa',
    refunded: 'Imerejeshwa',
    refund_failed: 'Urejeshaji umeshindikana, timu yetu inashughulikia',
  },
  payoutStatus: {
    none: 'Hakuna malipo',
    held: 'Yanashikiliwa hadi makabidhiano',
    queued: 'Yanatumwa',
    awaiting_phone: 'Yanasubiri uthibitishe nambari yako ya simu',
    processing: 'Yanatumwa',
    paid: 'Yamelipwa kwa M-Pesa',
    failed: 'Yameshindikana, timu yetu inashughulikia',
    disputed: 'Yamesimamishwa: tatizo liliripotiwa',
    refunded: 'Yamerejeshwa kwa mwenye mali',
  },
  role: { claimer: 'Ulilipa', finder: 'Ulilipwa' },
  direction: { sent: 'Uliutuma', received: 'Ulipokea' },
  smsNote:
    'SMS tulizotuma kwa simu yako (misimbo inaonekana kama ******), mipangilio yako ya arifa za SMS, na lugha ambayo nambari yako ya simu ilichagua kwenye menyu ya USSD.',
  smsStatus: {
    scheduled: 'Inasubiri asubuhi (hakuna SMS usiku)',
    queued: 'Inatumwa',
    sent: 'Imetumwa',
    delivered: 'Imefika',
    failed: 'Haikufika',
    skipped: 'Haikutumwa (kikomo cha siku kimefikiwa)',
  },
  retention: [
    `Picha za uthibitisho wa madai: hufutwa siku ${RETENTION.claimProofDays} baada ya mwokotaji kuamua dai.`,
    `Ripoti za vitu vilivyopotea: hufutwa siku ${RETENTION.closedLostReportDays} baada ya kufungwa au kuisha muda.`,
    `Usajili ambao haukukamilika: hufutwa baada ya siku ${RETENTION.unfinishedSignUpDays}.`,
    `Ujumbe: hufutwa miezi ${RETENTION.messagesAfterHandOverMonths} baada ya makabidhiano.`,
    `SMS: maneno na nambari yako ya simu hufutwa siku ${RETENTION.smsTextDays} baada ya kutumwa; menyu ya USSD husahau lugha yako baada ya miezi ${RETENTION.ussdLanguageMonths} bila kutumika.`,
    'Malipo: huhifadhiwa kwa hesabu zinazotakiwa na sheria, bila jina lako wala mawasiliano yako ukifunga akaunti.',
  ],
};

export function exportWords(language: string): { language: ExportLanguage; words: Words } {
  return language === 'sw' ? { language: 'sw', words: sw } : { language: 'en', words: en };
}

/** The word for a code, or the code itself when a newer status has no word yet. */
export function wordFor(table: Record<string, string>, code: string): string {
  return table[code] ?? code;
}
