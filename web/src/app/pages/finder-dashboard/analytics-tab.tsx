/**
 * Analytics: the real success rate (once three items tell something, docs/decisions/0216), the finder's median time to decide a claim (GET /api/my-stats)
 * and their average rating, in place of the observed product's fixed 'under 24 hours' and 4.8.
 */
import { useTranslation } from '../../../i18n';
import { useMyStats, useRating } from '../dashboard/api';
import { DASHBOARD_NS } from '../dashboard/i18n';
import { StatCard, StatGrid } from '../dashboard/stat-card';
import { useDurationText } from '../dashboard/status-badges';
import { FINDER_NS } from './i18n';

export function AnalyticsTab({ userId, successRate, claimed, total }: { userId: string; successRate?: number; claimed: number; total: number }) {
  const { t } = useTranslation(FINDER_NS);
  const common = useTranslation(DASHBOARD_NS).t;
  const duration = useDurationText();
  const myStats = useMyStats();
  const rating = useRating(userId);

  const loading = '…';
  const median = myStats.data?.medianResponseHours;
  const responseValue = myStats.isPending ? loading : median == null ? common('noData') : duration(median);
  const ratingValue = rating.isPending ? loading : !rating.data?.count ? common('noData') : t('analytics.outOf', { rating: rating.data.rating.toFixed(1) });

  return (
    <div className="space-y-4">
      <StatGrid className="sm:grid-cols-3">
        <StatCard
          tone="green"
          label={t('analytics.successRate')}
          value={successRate === undefined ? common('noData') : `${successRate}%`}
          hint={total ? t('analytics.successHint', { claimed, total }) : undefined}
        />
        <StatCard
          tone="blue"
          label={t('analytics.responseTime')}
          value={responseValue}
          hint={myStats.data?.decidedClaims ? t('analytics.responseHint', { count: myStats.data.decidedClaims }) : undefined}
        />
        <StatCard
          tone="amber"
          className="col-span-2 sm:col-span-1"
          label={t('analytics.rating')}
          value={ratingValue}
          hint={rating.data?.count ? t('analytics.ratingHint', { count: rating.data.count }) : undefined}
        />
      </StatGrid>
      <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-800">{t('analytics.tip')}</p>
    </div>
  );
}
