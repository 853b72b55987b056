/**
 * On the item page, the signed-in claimer's payments for this item that are going back to them
 * (a dispute settled as a refund, money that arrived for a revoked claim or a removed item, a
 * second payment). The finder's contact is not shown next to these (see PaidClaimContent).
 */
import { useTranslation } from '../../../i18n';
import { useMyPayments } from '../api/get-my-payments';
import { useRefreshOnPaymentNotice } from '../hooks/use-refresh-on-payment-notice';
import { isRefundStatus } from '../lib/refund-notice';
import { REFUNDS_NS } from '../refunds-i18n';
import { RefundStatusCard } from './refund-status-card';

export function ClaimerRefundNotices({ itemId, enabled = true }: { itemId: number; enabled?: boolean }) {
  const { t } = useTranslation(REFUNDS_NS);
  const payments = useMyPayments(enabled);
  const mine = payments.data?.payments.filter((p) => p.itemId === itemId && p.role === 'claimer') ?? [];
  // Only once the purchase happened: while the payment dialog waits for M-Pesa, its own success
  // screen must not be swept away by the page refreshing on the "payment completed" notice.
  const hasBought = mine.some((p) => p.status === 'completed' || isRefundStatus(p.status));
  useRefreshOnPaymentNotice(itemId, enabled && hasBought);
  const refunds = mine.filter((p) => isRefundStatus(p.status));
  if (!enabled || refunds.length === 0) return null;
  const contactKept = mine.some((p) => p.status === 'completed');
  return (
    <section className="space-y-3" aria-label={t('claimer.section')}>
      {refunds.map((payment) => (
        <RefundStatusCard key={payment.id} payment={payment} />
      ))}
      {!contactKept && (
        <p className="text-sm text-slate-700">
          {refunds.every((p) => p.status === 'refunded') ? t('claimer.contactHiddenRefunded') : t('claimer.contactHidden')}
        </p>
      )}
    </section>
  );
}
