/** One line per payment: item, amount, date and state; the item opens on tap. */
import { Link } from 'wouter';
import { formatKsh } from '@okota/shared';
import { ROUTES } from '@okota/shared/routes';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import type { MyPayment } from '../api/types';
import { PAYMENTS_NS } from '../i18n';
import { failureKind } from '../lib/handover';
import { isRefundStatus } from '../lib/refund-notice';
import { NotChargedBadge, OwnerHandoverBadge, PaymentStatusBadge, PayoutBadge } from './payment-badges';
import { PayoutWaitingNotice } from './payout-waiting';
import { RefundStatusCard } from './refund-status-card';

export function PaymentList({ payments, empty }: { payments: MyPayment[]; empty: string }) {
  const { t, i18n } = useTranslation(PAYMENTS_NS);
  if (!payments.length) return <Card className="p-6 text-center text-sm text-slate-600">{empty}</Card>;
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
      {payments.map((payment) => {
        const asFinder = payment.role === 'finder';
        // A failed attempt took no money: no amount beside it, and a badge that says so.
        const isFailed = payment.status === 'failed';
        // The finder's money parked for their number: said with its amount and the button that frees it.
        const isWaitingForPhone = asFinder && payment.status === 'completed' && payment.payoutStatus === 'awaiting_phone';
        return (
          <li key={payment.id} className="p-4">
            <div className="flex items-baseline justify-between gap-3">
              <Link href={ROUTES.item(payment.itemId)} className="min-w-0 truncate font-medium text-slate-900 hover:underline">
                {payment.itemTitle}
              </Link>
              {!isFailed && <span className="shrink-0 font-semibold">{formatKsh(asFinder ? payment.finderAmount : payment.amount)}</span>}
            </div>
            <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <p className="text-xs text-slate-500">
                {formatDateTime(payment.completedAt ?? payment.createdAt, i18n.language)}
                {!asFinder && payment.mpesaTransactionId && <> · {t('claimerPayments.receipt', { receipt: payment.mpesaTransactionId })}</>}
              </p>
              <div className="flex flex-wrap justify-end gap-1">
                {isFailed ? (
                  <NotChargedBadge payment={payment} />
                ) : (
                  (!asFinder || payment.status !== 'completed') && <PaymentStatusBadge status={payment.status} />
                )}
                {payment.status === 'completed' &&
                  !isWaitingForPhone &&
                  (asFinder ? <PayoutBadge status={payment.payoutStatus} /> : <OwnerHandoverBadge payment={payment} />)}
              </div>
            </div>
            {isWaitingForPhone && <PayoutWaitingNotice amount={payment.finderAmount} compact />}
            {!asFinder && isRefundStatus(payment.status) && <RefundStatusCard payment={payment} compact />}
            {!asFinder && failureKind(payment) === 'failed' && (
              <p className="mt-1 text-xs text-slate-700">
                {payment.resultCode ? t(`results.${payment.resultCode}`, { defaultValue: payment.failureReason ?? '' }) : payment.failureReason}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function PaymentsLoadState({ isLoading, onRetry }: { isLoading: boolean; onRetry: () => void }) {
  const { t } = useTranslation(PAYMENTS_NS);
  if (isLoading) return <Spinner />;
  return (
    <Card className="p-6 text-center">
      <p className="text-sm text-red-700">{t('list.loadFailed')}</p>
      <Button variant="outline" className="mt-3" onClick={onRetry}>
        {t('list.retry')}
      </Button>
    </Card>
  );
}
