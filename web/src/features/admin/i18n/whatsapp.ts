/** The admin dashboard's WhatsApp card (English and Kiswahili, key for key). */
import { registerTranslations } from '../../../i18n';

export const ADMIN_WHATSAPP_NS = 'adminWhatsapp';

const en = {
  title: 'WhatsApp, last {{days}} days',
  inbound: 'Messages in',
  sent: 'Messages out',
  templates: 'Templates sent',
  templatesSub: 'Outside the 24-hour window; Meta bills these',
  cost: 'Template cost estimate',
  costSub: 'At USD {{rate}} a template',
  failed: 'Failed',
  failedSub: '{{count}} went by SMS instead',
  texts: "The bot's texts, English and Kiswahili",
  textsLoading: 'Loading the texts…',
  key: 'Text',
  english: 'English',
  kiswahili: 'Kiswahili',
};

const sw: typeof en = {
  title: 'WhatsApp, siku {{days}} zilizopita',
  inbound: 'Ujumbe ulioingia',
  sent: 'Ujumbe uliotoka',
  templates: 'Violezo vilivyotumwa',
  templatesSub: 'Nje ya dirisha la saa 24; Meta hutoza hivi',
  cost: 'Makadirio ya gharama ya violezo',
  costSub: 'Kwa USD {{rate}} kila kiolezo',
  failed: 'Vilivyoshindikana',
  failedSub: '{{count}} vilitumwa kwa SMS badala yake',
  texts: 'Maandishi ya roboti, Kiingereza na Kiswahili',
  textsLoading: 'Inapakia maandishi…',
  key: 'Maandishi',
  // Each column is named in its own language, as the language switcher names them.
  english: 'English',
  kiswahili: 'Kiswahili',
};

registerTranslations(ADMIN_WHATSAPP_NS, { en, sw });

declare module '../../../i18n' {
  interface TranslationNamespaces {
    adminWhatsapp: typeof en;
  }
}
