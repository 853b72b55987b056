/** /admin/items: every item, hidden and removed ones too, with Hide/Show and Delete. */
import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@okota/shared/constants';
import { useTranslation } from '../../../i18n';
import { ADMIN_NS } from '../i18n';
import { useAdminItems, useUnhideItem, type ItemFilters } from '../api/items';
import type { AdminItem } from '../api/types';
import { AdminLayout } from '../components/admin-layout';
import { AdminGuard } from '../components/admin-guard';
import { AdminItemCard } from '../components/admin-item-card';
import { HideItemDialog, RemoveItemDialog } from '../components/item-dialogs';
import { AdminList } from '../components/admin-list';
import { FilterSelect, LoadMore, SearchBox } from '../components/states';
import { failureToast, successToast } from '../components/failure-toast';

function initialSearch(): string {
  return new URLSearchParams(window.location.search).get('search') ?? '';
}

const STATUSES = ['all', 'held', 'available', 'claimed', 'completed', 'removed'] as const;

/** ?status=held from the dashboard's count opens the listings held for review (docs/decisions/0260). */
function initialStatus(): string {
  const status = new URLSearchParams(window.location.search).get('status');
  return (STATUSES as readonly (string | null)[]).includes(status) ? status! : 'all';
}

export default function ItemsPage() {
  return (
    <AdminGuard>
      <ItemManagement />
    </AdminGuard>
  );
}

function ItemManagement() {
  const { t } = useTranslation(ADMIN_NS);
  const [typed, setTyped] = useState(initialSearch);
  const [filters, setFilters] = useState<ItemFilters>(() => ({ search: initialSearch(), status: initialStatus() }));
  const [dialog, setDialog] = useState<{ kind: 'hide' | 'delete'; item: AdminItem } | null>(null);
  const query = useAdminItems(filters);
  const unhide = useUnhideItem();

  useEffect(() => {
    const timer = setTimeout(() => setFilters((f) => (f.search === typed ? f : { ...f, search: typed })), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total;
  const show = (item: AdminItem) =>
    unhide.mutate(
      { id: item.id },
      {
        onSuccess: () => successToast(t('common.success'), t('items.shownToast')),
        onError: (error) => failureToast(t('common.error'), error, t('items.unhideFailed')),
      },
    );

  return (
    <AdminLayout title={t('items.title')} subtitle={total === undefined ? undefined : t('items.total', { count: total })}>
      <AdminList
        query={query}
        isEmpty={items.length === 0}
        empty={t('items.empty')}
        emptyHint={t('items.emptyHint')}
        filters={
          <div className="flex flex-col gap-2 sm:flex-row">
            <SearchBox label={t('common.search')} value={typed} onChange={setTyped} placeholder={t('items.searchPlaceholder')} />
            <FilterSelect label={t('common.status')} value={filters.status} onChange={(e) => setFilters({ ...filters, status: e.target.value })}>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`items.statusOptions.${s}`)}
                </option>
              ))}
            </FilterSelect>
          </div>
        }
        footer={<LoadMore hasMore={!!query.hasNextPage} loading={query.isFetchingNextPage} onClick={() => query.fetchNextPage()} label={t('items.loadMore')} />}
      >
        {() => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <li key={item.id}>
                <AdminItemCard
                  item={item}
                  busy={unhide.isPending && unhide.variables?.id === item.id}
                  onHide={(i) => setDialog({ kind: 'hide', item: i })}
                  onShow={show}
                  onDelete={(i) => setDialog({ kind: 'delete', item: i })}
                />
              </li>
            ))}
          </ul>
        )}
      </AdminList>
      {dialog?.kind === 'hide' && <HideItemDialog item={dialog.item} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && <RemoveItemDialog item={dialog.item} onClose={() => setDialog(null)} />}
    </AdminLayout>
  );
}
