/** The lost-report form's document number and the card's "SMS another phone" (issue 16), in both languages. */
import { registerTranslations } from '../../i18n';

export const REPORT_SMS_NS = 'lostReportSms';

const en = {
  documentNumber: 'Document number (private, optional)',
  documentNumberPlaceholder: 'e.g. 12345678 or AK1234567',
  documentNumberHint:
    'Only a coded fingerprint of it is kept, and nobody sees it. A found document with the same number matches at once. When editing, leave it blank to keep the number you gave.',
  alertPhone: {
    title: 'SMS alerts to another phone',
    intro:
      "Lost your phone? Name another one (a friend's, a family member's) and we send it an SMS when a matching item is found. We first send it a code to check it is reachable.",
    phone: 'Phone number',
    send: 'Send code',
    sending: 'Sending...',
    code: 'Code from the SMS sent to {{phone}}',
    verify: 'Verify',
    verifying: 'Checking...',
    verified: 'Matches for this report are sent by SMS to {{phone}}.',
    change: 'Use another phone',
    remove: 'Stop SMS to this phone',
    failed: 'That did not work. Check the number or the code and try again.',
    done: 'Phone verified: matches will be sent to it by SMS.',
  },
};

const sw: typeof en = {
  documentNumber: 'Nambari ya hati (siri, si lazima)',
  documentNumberPlaceholder: 'mf. 12345678 au AK1234567',
  documentNumberHint:
    'Tunahifadhi alama yake ya siri tu, na hakuna anayeiona. Hati iliyopatikana yenye nambari hiyo hiyo inalingana mara moja. Unapohariri, iache tupu ili kubaki na nambari uliyotoa.',
  alertPhone: {
    title: 'Arifa za SMS kwa simu nyingine',
    intro:
      'Umepoteza simu yako? Taja nyingine (ya rafiki au ya mwanafamilia) nasi tutaitumia SMS kitu kinachofanana kikipatikana. Kwanza tunaitumia msimbo wa kuthibitisha kwamba inapatikana.',
    phone: 'Nambari ya simu',
    send: 'Tuma msimbo wa kuthibitisha',
    sending: 'Inatuma...',
    code: 'Msimbo kutoka kwenye SMS iliyotumwa kwa {{phone}}',
    verify: 'Thibitisha',
    verifying: 'Inaangalia...',
    verified: 'Vinavyofanana na ripoti hii vinatumwa kwa SMS kwa {{phone}}.',
    change: 'Tumia simu nyingine',
    remove: 'Acha SMS kwa simu hii',
    failed: 'Haikufanikiwa. Angalia nambari ya simu au msimbo wa kuthibitisha kisha ujaribu tena.',
    done: 'Simu imethibitishwa: vinavyofanana vitatumwa kwake kwa SMS.',
  },
};

registerTranslations(REPORT_SMS_NS, { en, sw });

declare module '../../i18n' {
  interface TranslationNamespaces {
    lostReportSms: typeof en;
  }
}
