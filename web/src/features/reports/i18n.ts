import { registerTranslations, type Resources } from '../../i18n';
import { REPORT_REASON_TEXT } from './reasons';

export const REPORTS_NS = 'reports';

const en = {
  button: { item: 'Report this item', user: 'Report this user', reported: 'Reported — thank you' },
  dialog: {
    titleItem: 'Report this item',
    titleUser: 'Report {{name}}',
    titleUserUnnamed: 'Report this user',
    description: 'Tell our team what is wrong. Reports are private: the person you report is not told who sent it.',
    reason: 'Reason',
    choose: 'Choose a reason',
    details: 'Details',
    detailsOptional: 'Details (optional)',
    detailsPlaceholder: 'What happened? Add anything that helps us check.',
    counter: '{{count}} / {{max}}',
    chooseRequired: 'Please choose a reason.',
    otherTooShort: 'Please describe the problem in at least {{min}} characters.',
    submit: 'Send Report',
    sending: 'Sending...',
    cancel: 'Cancel',
  },
  reasons: REPORT_REASON_TEXT,
  sent: 'Report sent',
  sentBody: 'Report sent — our team will review it.',
  already: 'Already reported',
  alreadyBody: 'You have already reported this. Our team will look at your first report.',
  failed: 'Could not send the report',
  failedBody: 'Please check your connection and try again.',
  guest: {
    title: 'Sign in to report',
    body: 'Reports come from signed-in users so our team can follow up. Sign in, then report again.',
    signIn: 'Sign In',
  },
};

const sw: Resources<typeof en> = {
  button: { item: 'Ripoti kitu hiki', user: 'Ripoti mtumiaji huyu', reported: 'Imeripotiwa — asante' },
  dialog: {
    titleItem: 'Ripoti kitu hiki',
    titleUser: 'Ripoti {{name}}',
    titleUserUnnamed: 'Ripoti mtumiaji huyu',
    description: 'Waambie timu yetu kuna tatizo gani. Ripoti ni za siri: anayeripotiwa haambiwi nani aliripoti.',
    reason: 'Sababu',
    choose: 'Chagua sababu',
    details: 'Maelezo',
    detailsOptional: 'Maelezo (si lazima)',
    detailsPlaceholder: 'Nini kilitokea? Ongeza chochote kitakachotusaidia kuchunguza.',
    counter: '{{count}} / {{max}}',
    chooseRequired: 'Tafadhali chagua sababu.',
    otherTooShort: 'Tafadhali eleza tatizo kwa angalau herufi {{min}}.',
    submit: 'Tuma Ripoti',
    sending: 'Inatuma...',
    cancel: 'Ghairi',
  },
  reasons: {
    spam: 'Si kitu kilichookotwa / taka',
    money: 'Anaomba pesa nje ya Okota',
    offensive: 'Maudhui ya kuudhi',
    fake: 'Akaunti bandia au kujifanya mtu mwingine',
    other: 'Nyingine',
  },
  sent: 'Ripoti imetumwa',
  sentBody: 'Ripoti imetumwa — timu yetu itaikagua.',
  already: 'Umesharipoti',
  alreadyBody: 'Umeshaliripoti hili. Timu yetu itaangalia ripoti yako ya kwanza.',
  failed: 'Imeshindwa kutuma ripoti',
  failedBody: 'Tafadhali hakiki mtandao wako kisha ujaribu tena.',
  guest: {
    title: 'Ingia ili kuripoti',
    body: 'Ripoti hutoka kwa watumiaji walioingia ili timu yetu iweze kufuatilia. Ingia, kisha uripoti tena.',
    signIn: 'Ingia',
  },
};

registerTranslations(REPORTS_NS, { en, sw });

declare module '../../i18n' {
  interface TranslationNamespaces {
    reports: typeof en;
  }
}
