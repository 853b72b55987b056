import { useTranslation } from '../../../i18n';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import { formatPhoneLocal } from '@okota/shared/phone';
import { ADMIN_NS } from '../i18n';
import type { AdminUser } from '../api/types';
import { UserActions, UserActivity, UserBadges, UserIdentity, type RowAction } from './user-row-parts';

export interface UsersTableProps {
  users: AdminUser[];
  liftLabel: 'activate' | 'unsuspend';
  busyId: string | null;
  onAction: (action: RowAction, user: AdminUser) => void;
}

/** A table on wide screens, one card per user on phones. */
export function UsersTable({ users, liftLabel, busyId, onAction }: UsersTableProps) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  return (
    <>
      <Card className="hidden overflow-x-auto lg:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              {(['user', 'contact', 'role', 'activity', 'joined', 'actions'] as const).map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold">
                  {t(`users.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {users.map((user) => (
              <tr key={user.id} className="align-top">
                <td className="px-4 py-3">
                  <UserIdentity user={user} />
                </td>
                <td className="px-4 py-3">
                  <p className="break-words">{user.email}</p>
                  <p className="text-slate-600">{formatPhoneLocal(user.phone)}</p>
                </td>
                <td className="px-4 py-3">
                  <UserBadges user={user} />
                  {user.suspensionReason && (
                    <p className="mt-1 max-w-48 text-xs text-red-700">{t('users.suspendedBecause', { reason: user.suspensionReason })}</p>
                  )}
                </td>
                <td className="px-4 py-3 text-slate-700">
                  <UserActivity user={user} />
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-slate-600">{formatDate(user.createdAt, i18n.language)}</td>
                <td className="px-4 py-3">
                  <UserActions user={user} liftLabel={liftLabel} busy={busyId === user.id} onAction={onAction} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <ul className="space-y-3 lg:hidden">
        {users.map((user) => (
          <li key={user.id}>
            <Card className="space-y-3 p-4">
              <div className="flex items-start justify-between gap-3">
                <UserIdentity user={user} />
                <UserBadges user={user} />
              </div>
              <div className="text-sm">
                <p className="break-words">{user.email}</p>
                <p className="text-slate-600">{formatPhoneLocal(user.phone)}</p>
                <p className="mt-1 text-slate-600">
                  <UserActivity user={user} /> · {formatDate(user.createdAt, i18n.language)}
                </p>
                {user.suspensionReason && <p className="mt-1 text-xs text-red-700">{t('users.suspendedBecause', { reason: user.suspensionReason })}</p>}
              </div>
              <UserActions user={user} liftLabel={liftLabel} busy={busyId === user.id} onAction={onAction} />
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
