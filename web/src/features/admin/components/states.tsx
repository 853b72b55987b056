/** Small pieces every admin page uses: stat cards, the error state, filters, Load more. */
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { useTranslation } from '../../../i18n';
import { Card } from '../../../components/ui/card';
import { Button } from '../../../components/ui/button';
import { ListError } from '../../../components/list-scaffold';
import { ADMIN_NS } from '../i18n';

export function StatCard({ label, value, hint, icon }: { label: string; value: ReactNode; hint?: ReactNode; icon?: ReactNode }) {
  return (
    <Card className="p-4">
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        {icon && <span className="text-brand-700">{icon}</span>}
      </div>
      <p className="mt-2 text-2xl font-extrabold text-slate-900 sm:text-3xl">{value}</p>
      {hint && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
    </Card>
  );
}

/** The load failure of a screen that is not a list (dashboard, settings): the list frame's words and look. */
export function ErrorState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  return <ListError message={t('common.loadFailed')} retry={t('common.retry')} onRetry={onRetry} />;
}

const control =
  'h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

export function FilterSelect({ label, children, ...props }: SelectHTMLAttributes<HTMLSelectElement> & { label: string }) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-slate-700 sm:inline-flex">
      <span className="sr-only">{label}</span>
      <select aria-label={label} className={`${control} w-full sm:w-auto`} {...props}>
        {children}
      </select>
    </label>
  );
}

export function SearchBox({ label, value, onChange, placeholder }: { label: string; value: string; onChange: (value: string) => void; placeholder: string }) {
  return (
    <input
      type="search"
      name="search"
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={placeholder}
      maxLength={100}
      className={`${control} w-full min-w-0 shrink-0 sm:flex-1 placeholder:text-slate-500`}
    />
  );
}

export function LoadMore({ hasMore, loading, onClick, label }: { hasMore: boolean; loading: boolean; onClick: () => void; label?: string }) {
  const { t } = useTranslation(ADMIN_NS);
  if (!hasMore) return null;
  return (
    <div className="mt-6 flex justify-center">
      <Button variant="outline" onClick={onClick} disabled={loading}>
        {loading ? t('common.loading') : (label ?? t('common.loadMore'))}
      </Button>
    </div>
  );
}
