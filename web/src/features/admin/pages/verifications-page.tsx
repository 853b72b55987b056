/** /admin/verifications: every claim, filtered by status and searched by item or person. */
import { useEffect, useEffectEvent, useState } from 'react';
import { Link } from 'wouter';
import { SEARCH_DEBOUNCE_MS } from '@okota/shared/constants';
import { useTranslation } from '../../../i18n';
import { shownName } from '../../../lib/person-name';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { formatRelative } from '../../../lib/format';
import { ADMIN_NS } from '../i18n';
import { useVerifications } from '../api/lists';
import { AdminGuard } from '../components/admin-guard';
import { AdminLayout } from '../components/admin-layout';
import { AdminList } from '../components/admin-list';
import { FilterSelect, LoadMore, SearchBox } from '../components/states';
import { failureToast } from '../components/failure-toast';
import { HeldClaimsPanel } from '../components/held-claims-panel';
import { nameWithEmail } from '../components/name-with-email';
import { ROUTES } from '@okota/shared/routes';

export default function VerificationsPage() {
  return (
    <AdminGuard>
      <Verifications />
    </AdminGuard>
  );
}

const tone = { pending: 'amber', approved: 'green', rejected: 'red' } as const;

function Verifications() {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const [status, setStatus] = useState(() => new URLSearchParams(window.location.search).get('status') ?? 'all');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const query = useVerifications({ status, search });

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  // Once per failure (the spec's 'Failed to fetch verifications'), not on every render or change of language.
  const sayFailed = useEffectEvent((error: unknown) => failureToast(t('common.error'), error, t('verifications.fetchFailed')));
  useEffect(() => {
    if (query.isError) sayFailed(query.error);
  }, [query.isError, query.error]);

  const pages = query.data?.pages ?? [];
  const rows = pages.flatMap((p) => p.verifications);
  const counts = pages[0]?.counts;

  return (
    <AdminLayout title={t('verifications.title')} subtitle={counts ? t('verifications.counts', counts) : t('verifications.subtitle')}>
      <HeldClaimsPanel />
      <AdminList
        query={query}
        isEmpty={rows.length === 0}
        empty={t('verifications.empty')}
        filters={
          <div className="flex flex-col gap-2 sm:flex-row">
            <SearchBox label={t('common.search')} value={typed} onChange={setTyped} placeholder={t('verifications.searchPlaceholder')} />
            <FilterSelect label={t('common.status')} value={status} onChange={(e) => setStatus(e.target.value)}>
              {(['all', 'pending', 'approved', 'rejected'] as const).map((s) => (
                <option key={s} value={s}>
                  {t(`verifications.statusOptions.${s}`)}
                </option>
              ))}
            </FilterSelect>
          </div>
        }
        footer={<LoadMore hasMore={!!query.hasNextPage} loading={query.isFetchingNextPage} onClick={() => query.fetchNextPage()} />}
      >
        {() => (
          <ul className="space-y-3">
            {rows.map((v) => (
              <li key={v.id}>
                <Card className="space-y-2 p-4">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <Link href={ROUTES.item(v.itemId)} className="font-semibold text-brand-800 hover:underline">
                      {v.itemTitle}
                    </Link>
                    <Badge tone={tone[v.status]}>{t(`status.${v.status}`)}</Badge>
                  </div>
                  <p className="text-sm text-slate-700">
                    <span className="font-medium">{t('verifications.claimer')}:</span> {nameWithEmail(v.claimerName, v.claimerEmail)} ·{' '}
                    <span className="font-medium">{t('verifications.finder')}:</span> {shownName(v.finderName)}
                  </p>
                  {v.answers.length > 0 && (
                    <p className="text-sm text-slate-700">
                      <span className="font-medium">{t('verifications.answers')}:</span> {v.answers.join(' · ')}
                    </p>
                  )}
                  <p className="text-sm text-slate-700">
                    <span className="font-medium">{t('verifications.details')}:</span> {v.additionalDetails}
                  </p>
                  {v.finderNotes && (
                    <p className="text-sm text-slate-700">
                      <span className="font-medium">{t('verifications.notes')}:</span> {v.finderNotes}
                    </p>
                  )}
                  <p className="text-xs text-slate-500">
                    {t('verifications.filed', { time: formatRelative(v.createdAt, i18n.language) ?? '' })}
                    {' · '}
                    {v.paymentStatus
                      ? t('verifications.payment', { status: t(`verifications.paymentStatus.${v.paymentStatus}`, { defaultValue: v.paymentStatus }) })
                      : t('verifications.noPayment')}
                    {v.hasProofPhoto && ` · ${t('verifications.proof')}`}
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </AdminList>
    </AdminLayout>
  );
}
