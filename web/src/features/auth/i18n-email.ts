/**
 * The words of "Confirm your e-mail" (docs/decisions/0230): the step after a phone sign-up that
 * gave an address, and the profile's prompt while the address is unverified.
 */
import { registerTranslations } from '../../i18n';

export const AUTH_EMAIL_NS = 'authEmail';

const en = {
  title: 'Confirm your e-mail',
  body: 'We sent a 6-digit code to {{email}}. Enter it so receipts and a forgotten password can reach you there.',
  code: 'Code from the e-mail',
  submit: 'Confirm E-mail',
  busy: 'Checking...',
  skip: 'Skip for now',
  resend: 'Send a new code',
  sent: 'A new code is on its way to {{email}}.',
  send: 'Send me a code',
  profileBody: 'Your e-mail {{email}} is not confirmed yet. Confirm it so receipts and a forgotten password can reach you there.',
  done: 'E-mail address confirmed',
  failed: 'That code did not work. Check the e-mail or send a new code.',
  sendFailed: 'The code could not be sent. Try again in a moment.',
  addTitle: 'Add an e-mail (optional)',
  addBody: 'Receipts and a forgotten password can reach you by e-mail too. We send a code to check the address.',
  addLabel: 'E-mail address',
  addSubmit: 'Send Code',
};

const sw: typeof en = {
  title: 'Thibitisha barua pepe yako',
  body: 'Tumetuma msimbo wa tarakimu 6 kwenda {{email}}. Uweke ili risiti na nenosiri lililosahaulika zikufikie huko.',
  code: 'Msimbo kutoka kwa barua pepe',
  submit: 'Thibitisha Barua Pepe',
  busy: 'Inahakiki...',
  skip: 'Ruka kwa sasa',
  resend: 'Tuma msimbo mpya',
  sent: 'Msimbo mpya unatumwa kwenda {{email}}.',
  send: 'Nitumie msimbo',
  profileBody: 'Barua pepe yako {{email}} bado haijathibitishwa. Ithibitishe ili risiti na nenosiri lililosahaulika zikufikie huko.',
  done: 'Barua pepe imethibitishwa',
  failed: 'Msimbo huo haukufanya kazi. Angalia barua pepe au tuma msimbo mpya.',
  sendFailed: 'Msimbo haukuweza kutumwa. Jaribu tena baada ya muda mfupi.',
  addTitle: 'Ongeza barua pepe (si lazima)',
  addBody: 'Risiti na nenosiri lililosahaulika zinaweza kukufikia kwa barua pepe pia. Tutatuma msimbo kuhakiki anwani.',
  addLabel: 'Anwani ya barua pepe',
  addSubmit: 'Tuma Msimbo',
};

registerTranslations(AUTH_EMAIL_NS, { en, sw });

declare module '../../i18n' {
  interface TranslationNamespaces {
    authEmail: typeof en;
  }
}
