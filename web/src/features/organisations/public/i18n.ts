/** The public organisation screens' strings (apply, /o/{slug}, "Held at" on the item page). */
import type { OrganisationKind } from '@okota/shared/contracts/organisations.contract';
import { registerTranslations, translate } from '../../../i18n';
import { en } from './i18n.en';
import { sw } from './i18n.sw';

export const ORG_PUBLIC_NS = 'orgPublic';

registerTranslations(ORG_PUBLIC_NS, { en, sw });

declare module '../../../i18n' {
  interface TranslationNamespaces {
    orgPublic: typeof en;
  }
}

/** 'police_station' → 'Police station' / 'Kituo cha polisi'; an unknown kind from a newer server reads as "Other". */
export function kindName(kind: OrganisationKind | string): string {
  return translate(`kinds.${kind}`, { ns: ORG_PUBLIC_NS, defaultValue: translate('kinds.other', { ns: ORG_PUBLIC_NS }) });
}
