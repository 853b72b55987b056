import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n';
import { DASHBOARD_NS } from './i18n';

/** A failed load, with a way to ask again (slow mobile data drops requests). */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(DASHBOARD_NS);
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-center">
      <p className="text-sm text-red-800">{t('loadFailed')}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

export function SectionCard({ title, children, action }: { title: string; children: React.ReactNode; action?: React.ReactNode }) {
  return (
    <section className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-slate-900">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}
