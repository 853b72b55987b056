/** The claimer dashboard's Payments tab: total spent, successful claims, pending, every payment. */
import { formatKsh } from '@okota/shared';
import { useTranslation } from '../../../i18n';
import { useMyPayments } from '../api/get-my-payments';
import { PAYMENTS_NS } from '../i18n';
import { PaymentList, PaymentsLoadState } from './payment-list';
import { StatTile } from './stat-tile';

export function ClaimerPaymentsPanel() {
  const { t } = useTranslation(PAYMENTS_NS);
  const query = useMyPayments();
  if (!query.data) return <PaymentsLoadState isLoading={query.isLoading} onRetry={() => query.refetch()} />;
  const { totals, payments } = query.data;
  return (
    <section className="space-y-4" aria-labelledby="claimer-payments-title">
      <h2 id="claimer-payments-title" className="text-lg font-semibold">
        {t('claimerPayments.title')}
      </h2>
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        <StatTile label={t('claimerPayments.totalSpent')} value={formatKsh(totals.asClaimer.totalSpent)} />
        <StatTile label={t('claimerPayments.successful')} value={totals.asClaimer.successfulClaims} />
        <StatTile label={t('claimerPayments.pending')} value={totals.asClaimer.pendingCount} />
      </div>
      <PaymentList payments={payments.filter((p) => p.role === 'claimer')} empty={t('claimerPayments.empty')} />
    </section>
  );
}
