/**
 * The signed-in part of the top bar (1-user-flows.md section 2): the mode's links, the
 * notifications bell, the mode switcher, the Admin badge (server role only) and the avatar menu;
 * on small screens a collapsible menu. Loaded lazily by top-nav.tsx, only for signed-in users.
 */
import { Badge } from '../../components/ui/badge';
import { NotificationBell } from '../../features/notifications';
import { useTranslation } from '../../i18n';
import { useAccountMode, type SessionUser } from '../../lib/session';
import { AvatarMenu } from './avatar-menu';
import { MobileMenu } from './mobile-menu';
import { ModeSwitcher } from './mode-switcher';
import { NavLinks } from './nav-links';
import './signed-in-nav.strings';

export default function SignedInNav({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const mode = useAccountMode(user);
  return (
    <div className="flex items-center gap-1.5 sm:gap-2">
      <nav aria-label={t('nav.dashboard')} className="hidden md:block">
        <NavLinks mode={mode} />
      </nav>
      <NotificationBell userId={user.id} />
      <div className="hidden md:block">
        <ModeSwitcher user={user} mode={mode} />
      </div>
      {user.role === 'admin' && (
        // The badge's own inline-flex would beat `hidden`; the wrapper owns the breakpoint.
        <span className="hidden md:inline-flex">
          <Badge tone="blue">{t('nav.admin')}</Badge>
        </span>
      )}
      <AvatarMenu user={user} />
      <div className="md:hidden">
        <MobileMenu user={user} mode={mode} />
      </div>
    </div>
  );
}
