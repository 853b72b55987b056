/**
 * The help center's questions, in four groups (one file per topic: help-claiming.ts, help-fees.ts,
 * help-safety.ts, help-accounts.ts), in English and Kiswahili. Fees come in as
 * {{totalFee}}, {{finderAmount}} and {{platformAmount}} from the live settings.
 */
import { registerTranslations } from '../../../i18n';
import { accountsEn, accountsSw } from './help-accounts';
import { claimingEn, claimingSw } from './help-claiming';
import { feesEn, feesSw } from './help-fees';
import { safetyEn, safetySw } from './help-safety';

export const HELP_NS = 'help';

const en = {
  title: 'Help Center',
  intro: 'Quick answers for finders and owners across Kenya. Type a word to find your answer, or talk to us.',
  searchLabel: 'Search the help center',
  searchPlaceholder: 'e.g. refund, M-Pesa, meet',
  resultCount_one: '{{count}} answer found',
  resultCount_other: '{{count}} answers found',
  noResults: {
    title: 'No answers match “{{query}}”',
    body: 'Try another word, such as “fee”, “refund” or “safety”, or ask our team directly.',
    clear: 'Clear search',
    contact: 'Contact support',
  },
  stillNeedHelp: 'Still need help?',
  desks: 'For police stations, chiefs and offices',
  groups: [claimingEn, feesEn, safetyEn, accountsEn],
};

const sw: typeof en = {
  title: 'Kituo cha Msaada',
  intro: 'Majibu ya haraka kwa waokotaji na wamiliki kote Kenya. Andika neno kupata jibu lako, au ongea nasi.',
  searchLabel: 'Tafuta kwenye kituo cha msaada',
  searchPlaceholder: 'mf. ada, M-Pesa, kukutana',
  resultCount_one: 'Jibu {{count}} limepatikana',
  resultCount_other: 'Majibu {{count}} yamepatikana',
  noResults: {
    title: 'Hakuna majibu yanayolingana na “{{query}}”',
    body: 'Jaribu neno lingine, kama “ada”, “kurejeshewa” au “usalama”, au uliza timu yetu moja kwa moja.',
    clear: 'Futa utafutaji',
    contact: 'Wasiliana na msaada',
  },
  stillNeedHelp: 'Bado unahitaji msaada?',
  desks: 'Kwa vituo vya polisi, machifu na ofisi',
  groups: [claimingSw, feesSw, safetySw, accountsSw],
};

registerTranslations(HELP_NS, { en, sw });

declare module '../../../i18n' {
  interface TranslationNamespaces {
    help: typeof en;
  }
}
