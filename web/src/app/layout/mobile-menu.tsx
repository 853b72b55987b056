import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { AccountMode } from '@okota/shared';
import { Badge } from '../../components/ui/badge';
import { useTranslation } from '../../i18n';
import { dashboardFor, type SessionUser } from '../../lib/session';
import { switchAccountMode, useSuggestedMode } from './account-mode';
import { ModeOptionContent, MODES } from './mode-option';
import { NavIcon } from './nav-icons';
import { NavLinks } from './nav-links';
import { SIGNED_IN_NAV_NS } from './signed-in-nav.strings';

/** Small screens: a collapsible panel under the bar with the mode switcher, the mode's links and 'Admin Access'. */
export function MobileMenu({ user, mode }: { user: SessionUser; mode: AccountMode }) {
  const { t } = useTranslation();
  const { t: tNav } = useTranslation(SIGNED_IN_NAV_NS);
  const [path, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const suggested = useSuggestedMode(user, wasOpened);

  useEffect(() => setOpen(false), [path]);
  useEffect(() => {
    if (!open) return;
    setWasOpened(true);
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const choose = (next: AccountMode) => {
    switchAccountMode(next);
    setOpen(false);
    navigate(dashboardFor(next));
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? tNav('closeMenu') : tNav('openMenu')}
        className="flex h-9 w-9 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        <NavIcon name={open ? 'close' : 'menu'} className="h-6 w-6" />
      </button>
      {open && (
        <div id="mobile-menu" className="absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-5 pt-3 shadow-lg">
          {user.role === 'admin' && <Badge tone="blue" className="mb-3">{t('nav.adminAccess')}</Badge>}
          <p className="text-sm font-bold text-slate-900">{tNav('modes.title')}</p>
          <p className="text-xs text-slate-500">{tNav('modes.hint')}</p>
          <div className="mt-2 space-y-1">
            {MODES.map((option) => (
              <button
                key={option}
                type="button"
                onClick={() => choose(option)}
                aria-pressed={option === mode}
                className={`flex w-full items-start gap-3 rounded-lg border p-2 text-left ${option === mode ? 'border-brand-600 bg-brand-50' : 'border-slate-200'}`}
              >
                <ModeOptionContent mode={option} isActive={option === mode} isSuggested={option === suggested} />
              </button>
            ))}
          </div>
          <nav aria-label={t('nav.menu')} className="mt-4 border-t border-slate-200 pt-3">
            <NavLinks mode={mode} vertical onNavigate={() => setOpen(false)} />
          </nav>
        </div>
      )}
    </>
  );
}
