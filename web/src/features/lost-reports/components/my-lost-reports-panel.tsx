/**
 * The claimer dashboard's "My Lost Reports": file a report, see each report's status and
 * matches, renew, close or delete. `?new=1&title=…&categoryId=…&location=…` (the search page's
 * "Tell me when it is found") opens the form with the search filled in.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../i18n';
import { useMyLostReports } from '../api/get-lost-reports';
import type { LostReport } from '../api/types';
import { LOST_REPORTS_NS } from '../i18n';
import { LostReportCard } from './lost-report-card';
import { ReportFormDialog, type ReportPrefill } from './report-form-dialog';

type FormState = { open: false } | { open: true; report?: LostReport; prefill?: ReportPrefill };
const PREFILL_PARAMS = ['new', 'title', 'categoryId', 'location'];

export default function MyLostReportsPanel() {
  const { t } = useTranslation(LOST_REPORTS_NS);
  const reports = useMyLostReports();
  const [formState, setFormState] = useState<FormState>({ open: false });
  usePrefillFromAddress((prefill) => setFormState({ open: true, prefill }));

  return (
    <section aria-labelledby="lost-reports-title" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h2 id="lost-reports-title" className="text-xl font-bold text-slate-900">
            {t('panel.title')}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">{t('panel.intro')}</p>
        </div>
        <Button className="shrink-0" onClick={() => setFormState({ open: true })}>
          {t('panel.new')}
        </Button>
      </div>

      {reports.isPending ? (
        <Spinner />
      ) : reports.isError ? (
        <p className="py-8 text-center text-red-600">{t('panel.loadFailed')}</p>
      ) : reports.data.length === 0 ? (
        <Card className="p-8 text-center">
          <p className="font-semibold text-slate-900">{t('panel.empty')}</p>
          <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">{t('panel.emptyHint')}</p>
          <Button className="mt-4" onClick={() => setFormState({ open: true })}>
            {t('panel.new')}
          </Button>
        </Card>
      ) : (
        <ul className="space-y-3">
          {reports.data.map((report) => (
            <LostReportCard key={report.id} report={report} onEdit={() => setFormState({ open: true, report })} />
          ))}
        </ul>
      )}

      <ReportFormDialog
        open={formState.open}
        onOpenChange={(open) => !open && setFormState({ open: false })}
        report={formState.open ? formState.report : undefined}
        prefill={formState.open ? formState.prefill : undefined}
      />
    </section>
  );
}

/** Opens the form once from the address, then takes the search out of it (a reload does not reopen it). */
function usePrefillFromAddress(open: (prefill: ReportPrefill) => void) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  // Runs for the address it was opened with; `open` is a new function on every render.
  const openFrom = useEffectEvent((search: string) => {
    const params = new URLSearchParams(search);
    if (params.get('new') !== '1') return;
    open({
      title: params.get('title')?.slice(0, 200) ?? undefined,
      categoryId: params.get('categoryId') ?? undefined,
      county: params.get('location') ?? undefined,
    });
    PREFILL_PARAMS.forEach((name) => params.delete(name));
    const rest = params.toString();
    navigate(rest ? `${location}?${rest}` : location, { replace: true });
  });
  useEffect(() => openFrom(search), [search]);
}
