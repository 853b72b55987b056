import type { AccountMode } from '@okota/shared';
import { Badge } from '../../components/ui/badge';
import { useTranslation } from '../../i18n';
import { NavIcon } from './nav-icons';
import { SIGNED_IN_NAV_NS } from './signed-in-nav.strings';

/** One mode in the switcher: icon, name with 'Active' / 'Suggested' badges, what it is for. */
export function ModeOptionContent({ mode, isActive, isSuggested }: { mode: AccountMode; isActive: boolean; isSuggested: boolean }) {
  const { t } = useTranslation(SIGNED_IN_NAV_NS);
  return (
    <>
      <span className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${isActive ? 'bg-brand-700 text-white' : 'bg-brand-100 text-brand-800'}`}>
        <NavIcon name={mode} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-1.5">
          <span className="font-semibold text-slate-900">{t(`modes.${mode}`)}</span>
          {isActive && <Badge tone="green">{t('modes.active')}</Badge>}
          {isSuggested && !isActive && <Badge tone="amber">{t('modes.suggested')}</Badge>}
        </span>
        <span className="mt-0.5 block text-xs leading-snug text-slate-600">{t(`modes.${mode}Body`)}</span>
      </span>
    </>
  );
}

export const MODES: AccountMode[] = ['finder', 'claimer'];
