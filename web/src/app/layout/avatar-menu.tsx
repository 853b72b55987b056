import { useState } from 'react';
import { useLocation } from 'wouter';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { ROUTES } from '@okota/shared';
import { useTranslation } from '../../i18n';
import { logOut, type SessionUser } from '../../lib/session';
import { switchAccountMode } from './account-mode';
import { NavIcon, type NavIconName } from './nav-icons';
import { SIGNED_IN_NAV_NS } from './signed-in-nav.strings';

/** First letter of the first name, else of the e-mail, else 'U'. */
export function initialOf(user: Pick<SessionUser, 'firstName' | 'email'>): string {
  return (user.firstName?.trim()[0] ?? user.email?.trim()[0] ?? 'U').toUpperCase();
}

export function Avatar({ user, className = 'h-9 w-9' }: { user: SessionUser; className?: string }) {
  const [broken, setBroken] = useState(false);
  if (user.profileImageUrl && !broken) {
    return <img src={user.profileImageUrl} alt="" onError={() => setBroken(true)} className={`${className} rounded-full object-cover`} />;
  }
  return (
    <span className={`${className} flex items-center justify-center rounded-full bg-brand-700 font-bold text-white`} aria-hidden="true">
      {initialOf(user)}
    </span>
  );
}

const itemClass = 'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-sm outline-none data-[highlighted]:bg-slate-100';

interface Entry {
  label: string;
  href: string;
  icon: NavIconName;
  mode?: 'finder' | 'claimer';
}

/**
 * The one account menu (docs/decisions/0216): what a person does (post, search), what they have
 * (things found, things lost), profile, admin (admins only) and sign out. Opening one of the two
 * dashboards quietly remembers it as where / leads next time; nobody is asked to pick a mode.
 */
export function AvatarMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { t: tNav } = useTranslation(SIGNED_IN_NAV_NS);
  const [, navigate] = useLocation();
  const fullName = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
  const groups: Entry[][] = [
    [
      { label: tNav('menu.foundThings'), href: ROUTES.finderDashboard, icon: 'finder', mode: 'finder' },
      { label: tNav('menu.lostThings'), href: ROUTES.claimerDashboard, icon: 'claimer', mode: 'claimer' },
    ],
    [
      { label: tNav('menu.postFound'), href: ROUTES.postItem, icon: 'plus' },
      { label: tNav('menu.searchLost'), href: ROUTES.search, icon: 'search' },
    ],
    [
      { label: t('nav.profile'), href: ROUTES.profile, icon: 'profile' },
      // Police stations, SACCOs, campus desks… a member's screens and applying (issue 28).
      { label: tNav('menu.organisations'), href: ROUTES.organisations, icon: 'building' },
    ],
  ];
  if (user.role === 'admin') groups[2].push({ label: t('nav.adminDashboard'), href: ROUTES.admin, icon: 'shield' });
  const open = (entry: Entry) => {
    if (entry.mode) switchAccountMode(entry.mode);
    navigate(entry.href);
  };

  const signOut = async () => {
    await logOut();
    navigate(ROUTES.home, { replace: true });
  };

  return (
    <Menu.Root>
      <Menu.Trigger aria-label={tNav('accountMenu')} className="flex h-11 w-11 items-center justify-center rounded-full focus-visible:outline-2">
        <Avatar user={user} />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={8} className="z-50 w-72 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
          <Menu.Label className="flex items-center gap-3 px-2 py-2">
            <Avatar user={user} className="h-10 w-10 shrink-0" />
            <span className="min-w-0">
              <span className="block truncate font-semibold text-slate-900">{fullName || user.email}</span>
              <span className="block truncate text-xs text-slate-500">{user.email}</span>
            </span>
          </Menu.Label>
          <Menu.Separator className="my-1 h-px bg-slate-200" />
          {groups.map((group) => (
            <Menu.Group key={group[0].href}>
              {group.map((entry) => (
                <Menu.Item key={entry.href} className={`${itemClass} text-slate-800`} onSelect={() => open(entry)}>
                  <NavIcon name={entry.icon} className="h-4 w-4 text-slate-500" />
                  {entry.label}
                </Menu.Item>
              ))}
              <Menu.Separator className="my-1 h-px bg-slate-200" />
            </Menu.Group>
          ))}
          <Menu.Item className={`${itemClass} text-red-700`} onSelect={() => void signOut()}>
            <NavIcon name="signOut" className="h-4 w-4" />
            {t('nav.signOut')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
