/** Pieces of one user row, shared by the table (desktop) and the cards (phones). */
import { useTranslation } from '../../../i18n';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatKsh } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { shownName } from '../../../lib/person-name';
import { ADMIN_NS } from '../i18n';
import '../i18n/sms';
import type { AdminUser } from '../api/types';

export type RowAction = 'verify' | 'suspend' | 'lift' | 'edit' | 'admin';

export function UserIdentity({ user }: { user: AdminUser }) {
  const initials = `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase() || 'U';
  return (
    <div className="flex min-w-0 items-center gap-3">
      {user.profileImageUrl ? (
        <img src={user.profileImageUrl} alt="" className="h-10 w-10 shrink-0 rounded-full object-cover" />
      ) : (
        <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800">
          {initials}
        </span>
      )}
      <div className="min-w-0">
        <p className="truncate font-semibold text-slate-900">{shownName(`${user.firstName} ${user.lastName}`.trim())}</p>
        <p className="font-mono text-xs text-slate-500">{user.id.slice(0, 8)}</p>
      </div>
    </div>
  );
}

const roleTone = { admin: 'blue', finder: 'green', claimer: 'slate' } as const;
const statusTone = { active: 'green', suspended: 'red', pending: 'amber', closed: 'slate' } as const;

export function UserBadges({ user }: { user: AdminUser }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <div className="flex flex-wrap gap-1.5">
      <Badge tone={roleTone[user.role]}>{t(`roles.${user.role}`)}</Badge>
      <Badge tone={statusTone[user.status]}>{t(`status.${user.status}`)}</Badge>
      <Badge tone={user.phoneVerified ? 'green' : 'slate'}>{t(user.phoneVerified ? 'adminSms:phoneVerified' : 'adminSms:phoneUnverified')}</Badge>
    </div>
  );
}

export function UserActivity({ user }: { user: AdminUser }) {
  const { t } = useTranslation(ADMIN_NS);
  return <span>{t('users.activity', { posted: user.itemsPosted, claims: user.itemsClaimed, earnings: formatKsh(user.totalEarnings) })}</span>;
}

/** Nothing for a closed account; Verify for pending users; Suspend, or the way back (Activate/Unsuspend); Edit; Make admin or Remove admin. Admins cannot be suspended. */
export function UserActions({
  user,
  liftLabel,
  busy,
  onAction,
}: {
  user: AdminUser;
  liftLabel: 'activate' | 'unsuspend';
  busy: boolean;
  onAction: (action: RowAction, user: AdminUser) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  // An admin never changes their own admin right (the server refuses it too).
  const isSelf = useSession().user?.id === user.id;
  // A closed account (deleted by its owner) has nothing left to verify, suspend or promote.
  if (user.status === 'closed') return null;
  return (
    <div className="flex flex-wrap gap-2">
      {user.status === 'pending' && (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => onAction('verify', user)}>
          {t('users.actions.verify')}
        </Button>
      )}
      {user.suspended ? (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => onAction('lift', user)}>
          {t(`users.actions.${liftLabel}`)}
        </Button>
      ) : (
        user.role !== 'admin' && (
          <Button size="sm" variant="dangerOutline" disabled={busy} onClick={() => onAction('suspend', user)}>
            {t('users.actions.suspend')}
          </Button>
        )
      )}
      <Button size="sm" variant="outline" disabled={busy} onClick={() => onAction('edit', user)}>
        {t('users.actions.edit')}
      </Button>
      {!isSelf && !user.suspended && (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => onAction('admin', user)}>
          {t(user.role === 'admin' ? 'users.actions.removeAdmin' : 'users.actions.makeAdmin')}
        </Button>
      )}
    </div>
  );
}
