import { useState } from 'react';
import { useLocation } from 'wouter';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { ROUTES, type AccountMode } from '@okota/shared';
import { useTranslation } from '../../i18n';
import { dashboardFor, type SessionUser } from '../../lib/session';
import { switchAccountMode, useSuggestedMode } from './account-mode';
import { ModeOptionContent, MODES } from './mode-option';
import { NavIcon, type NavIconName } from './nav-icons';
import { SIGNED_IN_NAV_NS } from './signed-in-nav.strings';

const itemClass = 'flex cursor-pointer items-start gap-3 rounded-lg p-2 outline-none data-[highlighted]:bg-slate-100';

/** 'Switch Account Mode' dropdown (1-user-flows.md section 2, Mode switcher). */
export function ModeSwitcher({ user, mode }: { user: SessionUser; mode: AccountMode }) {
  const { t } = useTranslation(SIGNED_IN_NAV_NS);
  const [, navigate] = useLocation();
  const [wasOpened, setWasOpened] = useState(false);
  const suggested = useSuggestedMode(user, wasOpened);

  const choose = (next: AccountMode) => {
    switchAccountMode(next);
    navigate(dashboardFor(next));
  };
  const quickActions: Array<{ label: string; href: string; icon: NavIconName }> = [
    mode === 'finder'
      ? { label: t('quick.postNewItem'), href: ROUTES.postItem, icon: 'plus' }
      : { label: t('quick.searchItems'), href: ROUTES.search, icon: 'claimer' },
    { label: t('quick.viewDashboard'), href: dashboardFor(mode), icon: 'dashboard' },
  ];

  return (
    <Menu.Root onOpenChange={(open) => open && setWasOpened(true)}>
      <Menu.Trigger className="inline-flex h-9 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50">
        <NavIcon name={mode} className="h-4 w-4 text-brand-700" />
        <span>{t(`modes.${mode}Mode`)}</span>
        <NavIcon name="chevron" className="h-4 w-4 text-slate-500" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={8} className="z-50 w-80 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
          <Menu.Label className="px-2 pt-1 text-sm font-bold text-slate-900">{t('modes.title')}</Menu.Label>
          <p className="px-2 pb-2 text-xs text-slate-500">{t('modes.hint')}</p>
          {MODES.map((option) => (
            <Menu.Item key={option} className={itemClass} onSelect={() => choose(option)}>
              <ModeOptionContent mode={option} isActive={option === mode} isSuggested={option === suggested} />
            </Menu.Item>
          ))}
          <Menu.Separator className="my-2 h-px bg-slate-200" />
          <Menu.Label className="px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">{t('quick.title')}</Menu.Label>
          {quickActions.map((action) => (
            <Menu.Item key={action.href} className={`${itemClass} items-center text-sm font-medium text-slate-800`} onSelect={() => navigate(action.href)}>
              <NavIcon name={action.icon} className="h-4 w-4 text-slate-500" />
              {action.label}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
