import { registerTranslations } from '../../../i18n';

export const CONTACT_NS = 'contact';

const en = {
  title: 'Contact Us',
  intro:
    'Questions about a claim, a payment or your account? Send us a message and our team in Kenya will get back to you. For a payment problem, include your M-Pesa confirmation code.',
  formTitle: 'Send us a message',
  fields: {
    name: 'Your name',
    email: 'E-mail address',
    phone: 'Phone number (optional)',
    phoneHint: 'If you would like us to call you back, e.g. 0712 345 678.',
    category: 'What is it about?',
    subject: 'Subject',
    message: 'Message',
    messageHint: 'Tell us what happened, and add the item link or M-Pesa code if you have one.',
  },
  categories: {
    general: 'General question',
    technical: 'Technical problem',
    payment: 'Payment or M-Pesa',
    dispute: 'Dispute over a hand-over',
    feedback: 'Feedback or suggestion',
    legal: 'Legal and privacy',
  },
  submit: 'Send Message',
  sending: 'Sending...',
  sent: { title: 'Message Sent', body: "We'll reply within 24 hours." },
  failed: { title: 'Error', body: 'Your message was not sent. Please try again, or call us.' },
  privacyNote: 'We use these details only to answer you. Read our',
  privacyLink: 'Privacy Policy',
  helpPrompt: 'Many questions are answered in the',
  helpLink: 'Help Center',
};

const sw: typeof en = {
  title: 'Wasiliana Nasi',
  intro:
    'Una swali kuhusu dai, malipo au akaunti yako? Tutumie ujumbe na timu yetu hapa Kenya itakujibu. Kwa tatizo la malipo, weka msimbo wako wa uthibitisho wa M-Pesa.',
  formTitle: 'Tutumie ujumbe',
  fields: {
    name: 'Jina lako',
    email: 'Barua pepe',
    phone: 'Nambari ya simu (si lazima)',
    phoneHint: 'Ikiwa ungependa tukupigie, mf. 0712 345 678.',
    category: 'Ni kuhusu nini?',
    subject: 'Mada',
    message: 'Ujumbe',
    messageHint: 'Tueleze kilichotokea, na uweke kiungo cha kitu au msimbo wa M-Pesa ukiwa nao.',
  },
  categories: {
    general: 'Swali la jumla',
    technical: 'Tatizo la kiufundi',
    payment: 'Malipo au M-Pesa',
    dispute: 'Mzozo wa makabidhiano',
    feedback: 'Maoni au pendekezo',
    legal: 'Sheria na faragha',
  },
  submit: 'Tuma Ujumbe',
  sending: 'Inatuma...',
  sent: { title: 'Ujumbe Umetumwa', body: 'Tutakujibu ndani ya saa 24.' },
  failed: { title: 'Hitilafu', body: 'Ujumbe wako haukutumwa. Tafadhali jaribu tena, au utupigie simu.' },
  privacyNote: 'Tunatumia maelezo haya kukujibu tu. Soma',
  privacyLink: 'Sera yetu ya Faragha',
  helpPrompt: 'Maswali mengi yamejibiwa kwenye',
  helpLink: 'Kituo cha Msaada',
};

registerTranslations(CONTACT_NS, { en, sw });

declare module '../../../i18n' {
  interface TranslationNamespaces {
    contact: typeof en;
  }
}
