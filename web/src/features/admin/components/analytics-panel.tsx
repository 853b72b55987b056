import { useTranslation } from '../../../i18n';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { ADMIN_NS } from '../i18n';
import { useAnalytics } from '../api/get-overview';
import type { Analytics } from '../api/types';
import { ErrorState, StatCard } from './states';
import { OrganisationsHeldTable } from './organisations-held-table';

const TOTALS: Array<keyof Analytics['totals']> = [
  'totalPageViews',
  'totalUniqueVisitors',
  'totalSearchQueries',
  'totalItemViews',
  'totalNewRegistrations',
  'totalItemsPosted',
  'totalItemsClaimed',
  'totalPaymentsCompleted',
];

/** Site analytics counted on the server: totals, then the last 7 days (newest first). */
export function AnalyticsPanel() {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const query = useAnalytics();
  const data = query.data;
  if (query.isError && !data) return <ErrorState onRetry={() => query.refetch()} />;
  if (!data) return <Spinner label={t('common.loading')} />;
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {TOTALS.map((key) => (
          <StatCard key={key} label={t(`overview.totals.${key}`)} value={data.totals[key].toLocaleString('en-KE')} />
        ))}
      </div>
      {/* Focusable so a keyboard user can scroll the table sideways on a phone. */}
      <Card className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('overview.last7Days')}>
        <h2 className="px-4 pt-4 font-bold">{t('overview.last7Days')}</h2>
        <table className="mt-2 w-full text-left text-sm">
          <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              {(['date', 'views', 'visitors', 'searches', 'itemViews'] as const).map((c) => (
                <th key={c} scope="col" className="px-4 py-2 font-semibold">
                  {t(`overview.columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {[...data.dailyData].reverse().map((day) => (
              <tr key={day.date}>
                <td className="whitespace-nowrap px-4 py-2">{formatDate(`${day.date}T12:00:00+03:00`, i18n.language)}</td>
                <td className="px-4 py-2">{day.pageViews}</td>
                <td className="px-4 py-2">{day.uniqueVisitors}</td>
                <td className="px-4 py-2">{day.searchQueries}</td>
                <td className="px-4 py-2">{day.itemViews}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <OrganisationsHeldTable />
    </div>
  );
}
