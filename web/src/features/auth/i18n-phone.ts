/**
 * The words of phone-first accounts (docs/decisions/0230): sign-up by SMS code, one field for a
 * number or an address, the reset by SMS code, and the prompt after an e-mail sign-up. In Kiswahili
 * the phone number is "nambari ya simu" and the code "msimbo", never "nambari" for both.
 */
import { registerTranslations } from '../../i18n';

export const AUTH_PHONE_NS = 'authPhone';

const en = {
  identifier: 'Phone number or email',
  identifierHint: 'The phone number or the email of your account',
  identifierRequired: 'Enter your phone number or email',
  invalidCredentials: 'Invalid phone number or password',
  signUp: {
    title: 'Create your account',
    body: 'Your phone number and first name. We send you a 6-digit code by SMS.',
    submit: 'Send Code by SMS',
    busy: 'Sending code...',
    useEmail: 'Use email instead',
    usePhone: 'Use your phone number instead',
  },
  code: {
    title: 'Enter the code from the SMS',
    body: 'We sent a 6-digit code by SMS to {{phone}}. It is valid for 10 minutes. If this number already has an Okota account, the SMS says so instead.',
    password: 'Choose a password',
    submit: 'Create Account',
    busy: 'Creating account...',
    resend: 'Send a new code',
    resending: 'Sending...',
    change: 'Change number',
    sent: 'Code sent by SMS',
    sentBody: 'We sent a 6-digit code to {{phone}}.',
  },
  prompt: {
    title: 'Confirm your phone number',
    body: 'We sent a 6-digit code by SMS to {{phone}}. Enter it so SMS alerts and your M-Pesa reward reach you.',
    submit: 'Confirm Number',
    busy: 'Checking...',
    skip: 'Skip for now',
    resend: 'Send a new code',
    done: 'Phone number confirmed',
    failed: 'That code did not work. Check the SMS or send a new code.',
  },
  forgot: {
    body: 'Enter the phone number or email of your account. A number gets a 6-digit code by SMS; an email gets a link.',
    submit: 'Send',
    codeTitle: 'Enter the code from the SMS',
    codeBody: 'If an account has the number {{phone}}, we sent it a 6-digit code by SMS. It is valid for 10 minutes.',
    codeSubmit: 'Reset Password',
    codeSent: 'Code sent by SMS',
  },
};

const sw: typeof en = {
  identifier: 'Nambari ya simu au barua pepe',
  identifierHint: 'Nambari ya simu au barua pepe ya akaunti yako',
  identifierRequired: 'Weka nambari yako ya simu au barua pepe',
  invalidCredentials: 'Nambari ya simu au nenosiri si sahihi',
  signUp: {
    title: 'Fungua akaunti yako',
    body: 'Nambari yako ya simu na jina la kwanza. Tutakutumia msimbo wa tarakimu 6 kwa SMS.',
    submit: 'Tuma Msimbo kwa SMS',
    busy: 'Inatuma msimbo...',
    useEmail: 'Tumia barua pepe badala yake',
    usePhone: 'Tumia nambari yako ya simu badala yake',
  },
  code: {
    title: 'Weka msimbo kutoka kwenye SMS',
    body: 'Tumetuma msimbo wa tarakimu 6 kwa SMS kwenda {{phone}}. Unatumika kwa dakika 10. Kama nambari hii ya simu tayari ina akaunti ya Okota, SMS itakuambia hivyo badala yake.',
    password: 'Chagua nenosiri',
    submit: 'Fungua Akaunti',
    busy: 'Inafungua akaunti...',
    resend: 'Tuma msimbo mpya',
    resending: 'Inatuma...',
    change: 'Badilisha nambari ya simu',
    sent: 'Msimbo umetumwa kwa SMS',
    sentBody: 'Tumetuma msimbo wa tarakimu 6 kwenda {{phone}}.',
  },
  prompt: {
    title: 'Thibitisha nambari yako ya simu',
    body: 'Tumetuma msimbo wa tarakimu 6 kwa SMS kwenda {{phone}}. Uweke ili arifa za SMS na zawadi yako ya M-Pesa zikufikie.',
    submit: 'Thibitisha Nambari',
    busy: 'Inahakiki...',
    skip: 'Ruka kwa sasa',
    resend: 'Tuma msimbo mpya',
    done: 'Nambari ya simu imethibitishwa',
    failed: 'Msimbo huo haukufanya kazi. Angalia SMS au tuma msimbo mpya.',
  },
  forgot: {
    body: 'Weka nambari ya simu au barua pepe ya akaunti yako. Nambari ya simu hupata msimbo wa tarakimu 6 kwa SMS; barua pepe hupata kiungo.',
    submit: 'Tuma',
    codeTitle: 'Weka msimbo kutoka kwenye SMS',
    codeBody: 'Ikiwa kuna akaunti yenye nambari ya simu {{phone}}, tumeitumia msimbo wa tarakimu 6 kwa SMS. Unatumika kwa dakika 10.',
    codeSubmit: 'Badilisha Nenosiri',
    codeSent: 'Msimbo umetumwa kwa SMS',
  },
};

registerTranslations(AUTH_PHONE_NS, { en, sw });

declare module '../../i18n' {
  interface TranslationNamespaces {
    authPhone: typeof en;
  }
}
