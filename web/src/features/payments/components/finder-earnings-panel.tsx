/** The finder dashboard's Earnings tab: totals of completed payments and the 10 latest. */
import { formatKsh } from '@okota/shared';
import { useTranslation } from '../../../i18n';
import { useMyPayments } from '../api/get-my-payments';
import { PAYMENTS_NS } from '../i18n';
import { PaymentList, PaymentsLoadState } from './payment-list';
import { StatTile } from './stat-tile';

const RECENT = 10;

export function FinderEarningsPanel() {
  const { t } = useTranslation(PAYMENTS_NS);
  const query = useMyPayments();
  if (!query.data) return <PaymentsLoadState isLoading={query.isLoading} onRetry={() => query.refetch()} />;
  const { totals, payments } = query.data;
  const earned = totals.asFinder;
  return (
    <section className="space-y-4" aria-labelledby="earnings-title">
      <h2 id="earnings-title" className="text-lg font-semibold">{t('earnings.title')}</h2>
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        <StatTile label={t('earnings.totalEarned')} value={formatKsh(earned.totalEarned)} />
        <StatTile label={t('earnings.itemsClaimed')} value={earned.itemsClaimed} />
        <StatTile label={t('earnings.average')} value={formatKsh(earned.averagePerItem)} />
      </div>
      <p className="text-sm text-slate-600">
        {t('earnings.paidOut', { amount: formatKsh(earned.paidOut) })} · {t('earnings.howItWorks')}
      </p>
      <h3 className="font-semibold">{t('earnings.recent')}</h3>
      <PaymentList payments={payments.filter((p) => p.role === 'finder').slice(0, RECENT)} empty={t('earnings.empty')} />
    </section>
  );
}
