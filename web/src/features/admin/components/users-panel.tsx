/**
 * The user list with its filters, 20 a page, and the row actions. /admin/users shows it whole;
 * the overview's User Management tab shows it with Unsuspend in place of Activate.
 */
import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@okota/shared/constants';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../components/ui/button';
import { ADMIN_NS } from '../i18n';
import { useAdminUsers, useUserAction, type UserFilters } from '../api/users';
import type { AdminUser } from '../api/types';
import { AdminList } from './admin-list';
import { FilterSelect, SearchBox } from './states';
import { UsersTable } from './users-table';
import { SuspendDialog } from './suspend-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { AdminRightDialog } from './admin-right-dialog';
import { failureToast, successToast } from './failure-toast';
import type { RowAction } from './user-row-parts';

const EMPTY: UserFilters = { search: '', status: 'all', role: 'all', page: 1 };

export function UsersPanel({ liftLabel = 'activate' }: { liftLabel?: 'activate' | 'unsuspend' }) {
  const { t } = useTranslation(ADMIN_NS);
  const [typed, setTyped] = useState('');
  const [filters, setFilters] = useState<UserFilters>(EMPTY);
  const [dialog, setDialog] = useState<{ kind: 'suspend' | 'edit' | 'admin'; user: AdminUser } | null>(null);
  const query = useAdminUsers(filters);
  const action = useUserAction();

  useEffect(() => {
    const timer = setTimeout(() => setFilters((f) => (f.search === typed ? f : { ...f, search: typed, page: 1 })), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const onAction = (kind: RowAction, user: AdminUser) => {
    if (kind === 'suspend' || kind === 'edit' || kind === 'admin') return setDialog({ kind, user });
    const apiAction = kind === 'verify' ? 'verify' : liftLabel;
    action.mutate(
      { id: user.id, action: apiAction },
      {
        onSuccess: () => {
          if (apiAction === 'verify') successToast(t('common.success'), t('users.verified'));
          else if (apiAction === 'unsuspend') successToast(t('users.unsuspended'));
          else successToast(t('common.success'), t('users.activated'));
        },
        onError: (error) => {
          if (apiAction === 'verify') failureToast(t('common.error'), error, t('users.verifyFailed'));
          else if (apiAction === 'unsuspend') failureToast(t('users.unsuspendFailed'), error, t('common.tryLater'));
          else failureToast(t('common.error'), error, t('users.statusFailed'));
        },
      },
    );
  };

  const data = query.data;
  const filtered = filters.search || filters.status !== 'all' || filters.role !== 'all';
  return (
    <section>
      <AdminList
        query={query}
        isEmpty={!data?.users.length}
        empty={t('users.empty')}
        emptyHint={t('users.emptyHint')}
        bodyClassName="space-y-4"
        filters={
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <SearchBox label={t('common.search')} value={typed} onChange={setTyped} placeholder={t('users.searchPlaceholder')} />
            <FilterSelect label={t('common.status')} value={filters.status} onChange={(e) => setFilters({ ...filters, status: e.target.value, page: 1 })}>
              {(['all', 'active', 'suspended', 'pending'] as const).map((s) => (
                <option key={s} value={s}>
                  {t(`users.statusOptions.${s}`)}
                </option>
              ))}
            </FilterSelect>
            <FilterSelect label={t('users.columns.role')} value={filters.role} onChange={(e) => setFilters({ ...filters, role: e.target.value, page: 1 })}>
              {(['all', 'finder', 'claimer', 'admin'] as const).map((r) => (
                <option key={r} value={r}>
                  {t(`users.roleOptions.${r}`)}
                </option>
              ))}
            </FilterSelect>
            {(filtered || typed) && (
              <Button
                variant="ghost"
                onClick={() => {
                  setTyped('');
                  setFilters(EMPTY);
                }}
              >
                {t('common.clearFilters')}
              </Button>
            )}
          </div>
        }
        summary={
          data && (
            <p className="text-sm text-slate-600" aria-live="polite">
              {t('users.subtitle', { count: data.total })}
            </p>
          )
        }
        footer={
          data && (
            <nav aria-label={t('common.pageOf', { page: data.page, pages: data.totalPages })} className="flex items-center justify-between gap-3">
              <Button variant="outline" size="sm" disabled={filters.page <= 1} onClick={() => setFilters({ ...filters, page: filters.page - 1 })}>
                {t('common.previous')}
              </Button>
              <span className="text-sm text-slate-700">{t('common.pageOf', { page: data.page, pages: data.totalPages })}</span>
              <Button variant="outline" size="sm" disabled={filters.page >= data.totalPages} onClick={() => setFilters({ ...filters, page: filters.page + 1 })}>
                {t('common.next')}
              </Button>
            </nav>
          )
        }
      >
        {() =>
          data && <UsersTable users={data.users} liftLabel={liftLabel} busyId={action.isPending ? (action.variables?.id ?? null) : null} onAction={onAction} />
        }
      </AdminList>

      {dialog?.kind === 'suspend' && <SuspendDialog user={dialog.user} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <EditUserDialog user={dialog.user} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'admin' && <AdminRightDialog user={dialog.user} onClose={() => setDialog(null)} />}
    </section>
  );
}
