/** /admin/reports: what users reported, with resolve and dismiss. */
import { useState } from 'react';
import { Link } from 'wouter';
import { ROUTES } from '@okota/shared/routes';
import { useTranslation } from '../../../i18n';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatRelative } from '../../../lib/format';
import { ADMIN_NS } from '../i18n';
import { useCloseReport, useReports } from '../api/lists';
import type { AdminReport } from '../api/types';
import { AdminGuard } from '../components/admin-guard';
import { AdminLayout } from '../components/admin-layout';
import { AdminList } from '../components/admin-list';
import { FilterSelect, LoadMore } from '../components/states';
import { failureToast, successToast } from '../components/failure-toast';

export default function ReportsPage() {
  return (
    <AdminGuard>
      <Reports />
    </AdminGuard>
  );
}

function Reports() {
  const { t } = useTranslation(ADMIN_NS);
  const [status, setStatus] = useState('open');
  const query = useReports(status);
  // Here, not in the card: a closed report leaves the Open list, and its card with it.
  const close = useCloseReport();
  const act = (id: number, outcome: 'resolve' | 'dismiss', resolution: string) =>
    close.mutate(
      { id, outcome, resolution },
      {
        onSuccess: () => successToast(t(outcome === 'resolve' ? 'reports.resolved' : 'reports.dismissed')),
        onError: (error) => failureToast(t('common.error'), error, t('reports.failed')),
      },
    );
  const rows = query.data?.pages.flatMap((p) => p.reports) ?? [];
  return (
    <AdminLayout title={t('reports.title')} subtitle={t('reports.subtitle')}>
      <AdminList
        query={query}
        isEmpty={rows.length === 0}
        empty={t('reports.empty')}
        emptyHint={t('reports.emptyHint')}
        filters={
          <FilterSelect label={t('common.status')} value={status} onChange={(e) => setStatus(e.target.value)}>
            {(['open', 'resolved', 'dismissed', 'all'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`reports.statusOptions.${s}`)}
              </option>
            ))}
          </FilterSelect>
        }
        footer={<LoadMore hasMore={!!query.hasNextPage} loading={query.isFetchingNextPage} onClick={() => query.fetchNextPage()} />}
      >
        {() => (
          <ul className="space-y-3">
            {rows.map((report) => (
              <li key={report.id}>
                <ReportCard report={report} busy={close.isPending} onClose={(outcome, note) => act(report.id, outcome, note)} />
              </li>
            ))}
          </ul>
        )}
      </AdminList>
    </AdminLayout>
  );
}

const stateTone: Record<string, 'green' | 'amber' | 'red' | 'slate'> = {
  visible: 'green',
  active: 'green',
  hidden: 'amber',
  removed: 'red',
  suspended: 'red',
  missing: 'slate',
};

function ReportCard({ report, busy, onClose }: { report: AdminReport; busy: boolean; onClose: (outcome: 'resolve' | 'dismiss', note: string) => void }) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const [note, setNote] = useState('');
  const when = (value: string) => formatRelative(value, i18n.language) ?? '';
  const manageHref = report.targetType === 'item' ? `${ROUTES.adminItems}?search=${encodeURIComponent(report.targetLabel ?? '')}` : ROUTES.adminUsers;

  return (
    <Card className="space-y-3 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="blue">{t(`reports.target.${report.targetType}`)}</Badge>
        {report.targetState && (
          <Badge tone={stateTone[report.targetState] ?? 'slate'}>{t(`reports.state.${report.targetState}`, { defaultValue: report.targetState })}</Badge>
        )}
        <span className="font-semibold">{report.targetLabel ?? t('reports.missing')}</span>
      </div>
      <p className="whitespace-pre-wrap text-sm text-slate-800">{report.reason}</p>
      <p className="text-xs text-slate-500">{t('reports.reportedBy', { name: report.reporterName, time: when(report.createdAt) })}</p>
      {report.status === 'open' ? (
        <div className="space-y-2">
          <label className="block text-sm font-medium text-slate-700">
            {t('reports.resolution')}
            <input
              value={note}
              onChange={(e) => setNote(e.target.value)}
              maxLength={1000}
              placeholder={t('reports.resolutionPlaceholder')}
              className="mt-1 block h-11 w-full rounded-lg border border-slate-300 px-3 text-base"
            />
          </label>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" disabled={busy} onClick={() => onClose('resolve', note)}>
              {t('reports.resolve')}
            </Button>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => onClose('dismiss', note)}>
              {t('reports.dismiss')}
            </Button>
            {report.targetState !== 'missing' && (
              <Link href={manageHref} className="inline-flex h-9 items-center px-2 text-sm font-medium text-brand-700 hover:underline">
                {t(report.targetType === 'item' ? 'reports.manageItem' : 'reports.manageUser')}
              </Link>
            )}
          </div>
        </div>
      ) : (
        <p className="text-sm text-slate-600">
          {t('reports.closedBy', {
            status: t(`status.${report.status}`),
            name: report.resolvedByName ?? '',
            time: report.resolvedAt ? when(report.resolvedAt) : '',
          })}
          {report.resolution && <span className="block text-slate-800">{report.resolution}</span>}
        </p>
      )}
    </Card>
  );
}
