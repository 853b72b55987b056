/** Strings every static page shares (the support card, the legal layout); each page has its own too. */
import { registerTranslations } from '../../i18n';

export const SITE_INFO_NS = 'site-info';

const en = {
  contents: 'Contents',
  backToTop: 'Back to top',
  support: {
    title: 'Talk to us',
    hours: 'Every day, 8 AM to 8 PM East Africa Time (EAT)',
    phone: 'Phone',
    email: 'E-mail',
    responseTitle: 'How fast we reply',
    responses: [
      { label: 'Payment disputes', time: '2 to 4 hours' },
      { label: 'Technical problems', time: '4 to 8 hours' },
      { label: 'General questions', time: 'within 24 hours' },
    ],
    outsideHours: 'Messages sent at night are answered from 8 AM the next morning.',
    contactLink: 'Send us a message',
    helpLink: 'Browse the help center',
  },
};

const sw: typeof en = {
  contents: 'Yaliyomo',
  backToTop: 'Rudi juu',
  support: {
    title: 'Ongea nasi',
    hours: 'Kila siku, saa 2 asubuhi hadi saa 2 usiku kwa saa za Afrika Mashariki (EAT)',
    phone: 'Simu',
    email: 'Barua pepe',
    responseTitle: 'Tunajibu kwa haraka gani',
    responses: [
      { label: 'Mizozo ya malipo', time: 'saa 2 hadi 4' },
      { label: 'Matatizo ya kiufundi', time: 'saa 4 hadi 8' },
      { label: 'Maswali ya jumla', time: 'ndani ya saa 24' },
    ],
    outsideHours: 'Ujumbe unaotumwa usiku hujibiwa kuanzia saa 2 asubuhi inayofuata.',
    contactLink: 'Tutumie ujumbe',
    helpLink: 'Soma kituo cha msaada',
  },
};

registerTranslations(SITE_INFO_NS, { en, sw });

declare module '../../i18n' {
  interface TranslationNamespaces {
    'site-info': typeof en;
  }
}
