/**
 * The signed-in part of the top bar: on wide screens the two things anyone can do (search, post
 * what they found), then the notifications bell, the Admin badge (server role only) and the one
 * account menu (docs/decisions/0216: no mode switcher, no second menu on phones). Loaded lazily
 * by top-nav.tsx, only for signed-in users.
 */
import { Badge } from '../../components/ui/badge';
import { NotificationBell } from '../../features/notifications';
import { useTranslation } from '../../i18n';
import type { SessionUser } from '../../lib/session';
import { AvatarMenu } from './avatar-menu';
import { NavLinks } from './nav-links';
import './signed-in-nav.strings';

export default function SignedInNav({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-1 sm:gap-2">
      <nav aria-label={t('nav.menu')} className="hidden md:block">
        <NavLinks />
      </nav>
      <NotificationBell userId={user.id} />
      {user.role === 'admin' && (
        // The badge's own inline-flex would beat `hidden`; the wrapper owns the breakpoint.
        <span className="hidden md:inline-flex">
          <Badge tone="blue">{t('nav.admin')}</Badge>
        </span>
      )}
      <AvatarMenu user={user} />
    </div>
  );
}
