/** A report's matching found items, best first; each opens the item page. */
import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../i18n';
import { formatDaysAgo } from '@okota/shared/dates';
import { useReportMatches } from '../api/get-report-matches';
import { LOST_REPORTS_NS } from '../i18n';
import { ROUTES } from '@okota/shared/routes';

/** Scores run from the alert threshold (0.45) to 1; two-thirds of the way up reads as strong. */
const STRONG_MATCH = 0.65;

export function ReportMatches({ reportId }: { reportId: number }) {
  const { t, i18n } = useTranslation(LOST_REPORTS_NS);
  const matches = useReportMatches(reportId, true);
  if (matches.isPending) return <Spinner label={t('matches.loading')} className="py-4" />;
  if (matches.isError) return <p className="py-3 text-sm text-red-600">{t('matches.loadFailed')}</p>;
  if (!matches.data.length) return <p className="py-3 text-sm text-slate-600">{t('matches.empty')}</p>;
  return (
    <ul className="divide-y divide-slate-100" data-testid="report-matches">
      {matches.data.map(({ item, score }) => (
        <li key={item.id}>
          <Link href={ROUTES.item(item.id)} className="flex items-center gap-3 py-3 hover:bg-slate-50">
            {item.thumbnail ? (
              <img src={item.thumbnail} alt="" loading="lazy" className="h-14 w-14 shrink-0 rounded-lg object-cover" />
            ) : (
              <span className="h-14 w-14 shrink-0 rounded-lg bg-slate-100" aria-hidden="true" />
            )}
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold text-slate-900">{item.title}</span>
              <span className="block truncate text-xs text-slate-500">
                {t('matches.foundOn', { date: formatDaysAgo(item.dateFound, i18n.language) ?? '', county: item.location })}
              </span>
              <span className="mt-1 flex flex-wrap items-center gap-1.5">
                <Badge tone={score >= STRONG_MATCH ? 'green' : 'amber'}>{score >= STRONG_MATCH ? t('matches.strong') : t('matches.possible')}</Badge>
                <span className="text-xs text-slate-500">{t('matches.score', { percent: Math.round(score * 100) })}</span>
                {item.status !== 'available' && <Badge tone="slate">{t(`matches.status.${item.status}`, { defaultValue: item.status })}</Badge>}
              </span>
            </span>
            <span className="shrink-0 text-sm font-medium text-brand-700">
              <span className="hidden sm:inline">{t('matches.view')} </span>
              <span aria-hidden="true">→</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
