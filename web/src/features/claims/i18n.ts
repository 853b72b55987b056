/** The claims feature's words in English and Kiswahili (i18n.en.ts, i18n.sw.ts). */
import { registerTranslations } from '../../i18n';

import { en } from './i18n.en';
import { sw } from './i18n.sw';

export const CLAIMS_NS = 'claims';

registerTranslations(CLAIMS_NS, { en, sw });

declare module '../../i18n' {
  interface TranslationNamespaces {
    claims: typeof en;
  }
}

/** Server sentences of the claims API, so they can be shown in Kiswahili too. */
export const SERVER_MESSAGE_KEYS: Record<string, string> = Object.fromEntries(
  Object.entries(en.errors).map(([key, text]) => [text, `errors.${key}`]),
);
Object.assign(SERVER_MESSAGE_KEYS, {
  // The server's sentences (submit-claim.ts, reject-claim.ts), worded differently on screen.
  'Item Has Approved Claimer': 'errors.approvedClaimer',
  'The claimer is paying right now. Try again in a few minutes.': 'errors.paying',
  [en.dialog.proofType]: 'dialog.proofType',
  [en.dialog.proofSize]: 'dialog.proofSize',
  [en.dialog.proofMissing]: 'dialog.proofMissing',
});
