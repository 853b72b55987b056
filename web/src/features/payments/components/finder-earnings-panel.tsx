/**
 * The finder dashboard's Earnings tab and the 10 latest payments. "Total earned" is what M-Pesa
 * confirmed paid out (issue 25: never a payout that has not arrived); the rest is "still to come",
 * and a payout parked for the finder's number says so in the list, with its button.
 */
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
  const mine = payments.filter((p) => p.role === 'finder');
  // The average of what arrived, like the total beside it.
  const paid = mine.filter((p) => p.status === 'completed' && p.payoutStatus === 'paid');
  const average = paid.length ? Math.round(paid.reduce((sum, p) => sum + p.finderAmount, 0) / paid.length) : 0;
  return (
    <section className="space-y-4" aria-labelledby="earnings-title">
      <h2 id="earnings-title" className="text-lg font-semibold">
        {t('earnings.title')}
      </h2>
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        <StatTile label={t('earnings.totalEarned')} value={formatKsh(earned.paidOut)} />
        <StatTile label={t('earnings.itemsClaimed')} value={earned.itemsClaimed} />
        <StatTile label={t('earnings.average')} value={formatKsh(average)} />
      </div>
      <p className="text-sm text-slate-600">
        {t('earnings.paidOut', { amount: formatKsh(Math.max(0, earned.totalEarned - earned.paidOut)) })} · {t('earnings.howItWorks')}
      </p>
      <h3 className="font-semibold">{t('earnings.recent')}</h3>
      <PaymentList payments={mine.slice(0, RECENT)} empty={t('earnings.empty')} />
    </section>
  );
}
