import { registerTranslations } from '../../i18n';

export const DEV_NS = 'dev';

const en = {
  title: 'Development outbox',
  intro: 'Without SMTP_URL, e-mails are kept here instead of being sent (newest first). This page does not exist in production.',
  empty: 'No e-mails yet. Sign up or ask for a reset link, then refresh.',
  unavailable: 'The outbox is off: this server sends real e-mail (SMTP_URL is set) or runs in production.',
  refresh: 'Refresh',
  to: 'To',
  code: 'Code',
};

const sw: typeof en = {
  title: 'Sanduku la barua la majaribio',
  intro: 'Bila SMTP_URL, barua pepe huhifadhiwa hapa badala ya kutumwa (za karibuni kwanza). Ukurasa huu haupo kwenye mfumo halisi.',
  empty: 'Bado hakuna barua pepe. Jisajili au omba kiungo cha nenosiri, kisha onyesha upya.',
  unavailable: 'Sanduku hili limezimwa: seva hii inatuma barua pepe halisi (SMTP_URL imewekwa) au iko kwenye mfumo halisi.',
  refresh: 'Onyesha upya',
  to: 'Kwa',
  code: 'Msimbo',
};

registerTranslations(DEV_NS, { en, sw });

declare module '../../i18n' {
  interface TranslationNamespaces {
    dev: typeof en;
  }
}
