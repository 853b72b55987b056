import { useState } from 'react';
import { useLocation } from 'wouter';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { ROUTES } from '@okota/shared';
import { useTranslation } from '../../i18n';
import { logOut, type SessionUser } from '../../lib/session';
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

const itemClass = 'flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-sm outline-none data-[highlighted]:bg-slate-100';

/** The avatar and its menu: who is signed in, the dashboards, profile, admin (admins only), sign out. */
export function AvatarMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { t: tNav } = useTranslation(SIGNED_IN_NAV_NS);
  const [, navigate] = useLocation();
  const fullName = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
  const entries: Array<{ label: string; href: string; icon: NavIconName }> = [
    { label: t('nav.finderDashboard'), href: ROUTES.finderDashboard, icon: 'finder' },
    { label: t('nav.claimerDashboard'), href: ROUTES.claimerDashboard, icon: 'claimer' },
    { label: t('nav.profile'), href: ROUTES.profile, icon: 'profile' },
  ];
  if (user.role === 'admin') entries.push({ label: t('nav.adminDashboard'), href: ROUTES.admin, icon: 'shield' });

  const signOut = async () => {
    await logOut();
    navigate('/', { replace: true });
  };

  return (
    <Menu.Root>
      <Menu.Trigger aria-label={tNav('accountMenu')} className="rounded-full focus-visible:outline-2">
        <Avatar user={user} />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={8} className="z-50 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
          <Menu.Label className="flex items-center gap-3 px-2 py-2">
            <Avatar user={user} className="h-10 w-10 shrink-0" />
            <span className="min-w-0">
              <span className="block truncate font-semibold text-slate-900">{fullName || user.email}</span>
              <span className="block truncate text-xs text-slate-500">{user.email}</span>
            </span>
          </Menu.Label>
          <Menu.Separator className="my-1 h-px bg-slate-200" />
          {entries.map((entry) => (
            <Menu.Item key={entry.href} className={`${itemClass} text-slate-800`} onSelect={() => navigate(entry.href)}>
              <NavIcon name={entry.icon} className="h-4 w-4 text-slate-500" />
              {entry.label}
            </Menu.Item>
          ))}
          <Menu.Separator className="my-1 h-px bg-slate-200" />
          <Menu.Item className={`${itemClass} text-red-700`} onSelect={() => void signOut()}>
            <NavIcon name="signOut" className="h-4 w-4" />
            {t('nav.signOut')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
