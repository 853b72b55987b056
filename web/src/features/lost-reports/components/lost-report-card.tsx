/** One report: what, where, when, its status and matches, and what the owner can do with it. */
import { useState } from 'react';
import { LOST_REPORT_REMINDER_DAYS } from '@okota/shared/schemas/lost-report.schema';
import { CategoryIcon } from '../../../components/category-icon';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { apiErrorText } from '../../../lib/api-error-text';
import { formatDate } from '../../../lib/format';
import { formatDaysAgo } from '@okota/shared/dates';
import { categoryDisplayName } from '@okota/shared/category-names';
import { useCategories } from '../../../lib/public-data';
import { useReportPhoto } from '../api/get-report-photo';
import { useReportAction, type ReportAction } from '../api/report-actions';
import type { LostReport } from '../api/types';
import { LOST_REPORTS_NS } from '../i18n';
import { ReportMatches } from './report-matches';
import { ReportAlertPhone } from './report-alert-phone';

const statusTone = { open: 'brand', closed: 'green', expired: 'slate' } as const;

/** Renewing is offered from the week of the reminder on, and after expiry. */
const canRenew = (report: LostReport) =>
  report.status === 'expired' || (report.status === 'open' && new Date(report.expiresAt).getTime() - Date.now() <= LOST_REPORT_REMINDER_DAYS * 86_400_000);

export function LostReportCard({ report, onEdit }: { report: LostReport; onEdit: () => void }) {
  const { t, i18n } = useTranslation(LOST_REPORTS_NS);
  const [showMatches, setShowMatches] = useState(report.matchCount > 0 && report.status === 'open');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const photo = useReportPhoto(report);
  const categoryIcon = useCategories().data?.find((c) => c.id === report.categoryId)?.icon;
  const action = useReportAction();
  const date = (value: string) => formatDate(value, i18n.language);

  const run = async (kind: ReportAction) => {
    try {
      const updated = await action.mutateAsync({ reportId: report.id, action: kind });
      if (kind === 'renew' && updated) toast({ title: t('card.renewed', { date: date(updated.expiresAt) }), variant: 'success' });
      if (kind === 'close') toast({ title: t('card.closedToast'), variant: 'success' });
      if (kind === 'delete') toast({ title: t('card.deleted') });
    } catch (failure) {
      toast({
        title: t('card.actionFailed'),
        description: failure instanceof ApiError ? apiErrorText(failure, failure.serverMessage) : undefined,
        variant: 'destructive',
      });
    }
  };

  return (
    <li>
      <Card className="p-4" data-testid="lost-report">
        <div className="flex gap-3">
          {photo ? (
            <img src={photo} alt={t('card.photoAlt', { title: report.title })} className="h-16 w-16 shrink-0 rounded-lg object-cover" />
          ) : (
            <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700" aria-hidden="true">
              <CategoryIcon name={categoryIcon ?? 'package'} className="h-7 w-7" />
            </span>
          )}
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="min-w-0 break-words font-semibold text-slate-900">{report.title}</h3>
              <Badge tone={statusTone[report.status]}>{t(`card.status.${report.status}`)}</Badge>
            </div>
            <p className="mt-0.5 text-sm text-slate-600">
              {[
                categoryDisplayName(report.categoryName, i18n.language),
                t('card.lostOn', { date: formatDaysAgo(report.dateLost, i18n.language) ?? '', county: report.county }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <p className="text-xs text-slate-500">
              {report.status === 'open'
                ? t('card.expiresOn', { date: date(report.expiresAt) })
                : report.status === 'expired'
                  ? t('card.expiredOn', { date: date(report.expiresAt) })
                  : t('card.closed')}
            </p>
          </div>
        </div>

        <div className="mt-3 flex flex-col gap-2 border-t border-slate-100 pt-3 sm:flex-row sm:items-center">
          <button
            type="button"
            onClick={() => setShowMatches((v) => !v)}
            aria-expanded={showMatches}
            className="inline-flex min-h-9 items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline sm:mr-auto sm:self-auto"
          >
            {report.matchCount ? t('card.matches', { count: report.matchCount }) : t('card.noMatches')}
            <span aria-hidden="true">{showMatches ? '▴' : '▾'}</span>
            <span className="sr-only">{showMatches ? t('card.hideMatches') : t('card.showMatches')}</span>
          </button>
          <div className="flex flex-wrap items-center gap-2">
            {report.status !== 'closed' && (
              <Button size="sm" variant="primary" disabled={action.isPending} onClick={() => void run('close')}>
                {t('card.close')}
              </Button>
            )}
            {canRenew(report) && (
              <Button size="sm" variant="outline" disabled={action.isPending} onClick={() => void run('renew')}>
                {t('card.renew')}
              </Button>
            )}
            <Button size="sm" variant="ghost" onClick={onEdit}>
              {t('card.edit')}
            </Button>
            <Button size="sm" variant="ghost" className="text-red-700" onClick={() => setConfirmDelete(true)}>
              {t('card.delete')}
            </Button>
          </div>
        </div>
        {showMatches && (
          <div className="mt-1">
            <ReportMatches reportId={report.id} />
          </div>
        )}
        {report.status === 'open' && <ReportAlertPhone reportId={report.id} />}
      </Card>

      <Dialog open={confirmDelete} onOpenChange={setConfirmDelete} size="sm" title={t('card.deleteTitle')} description={t('card.deleteBody')}>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setConfirmDelete(false)}>
            {t('form.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={action.isPending}
            onClick={() => {
              setConfirmDelete(false);
              void run('delete');
            }}
          >
            {t('card.deleteConfirm')}
          </Button>
        </div>
      </Dialog>
    </li>
  );
}
