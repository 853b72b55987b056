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
import { PaymentStatusBadge, PayoutBadge } from './payment-badges';

export function PaymentList({ payments, empty }: { payments: MyPayment[]; empty: string }) {
  const { t, i18n } = useTranslation(PAYMENTS_NS);
  if (!payments.length) return <Card className="p-6 text-center text-sm text-slate-600">{empty}</Card>;
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
      {payments.map((payment) => {
        const asFinder = payment.role === 'finder';
        return (
          <li key={payment.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 p-4">
            <div className="min-w-0 flex-1">
              <Link href={ROUTES.item(payment.itemId)} className="block truncate font-medium text-slate-900 hover:underline">
                {payment.itemTitle}
              </Link>
              <p className="mt-0.5 text-xs text-slate-500">{formatDateTime(payment.completedAt ?? payment.createdAt, i18n.language)}</p>
              {!asFinder && payment.mpesaTransactionId && (
                <p className="mt-0.5 text-xs text-slate-500">{t('claimerPayments.receipt', { receipt: payment.mpesaTransactionId })}</p>
              )}
              {!asFinder && payment.status === 'failed' && payment.resultCode && (
                <p className="mt-0.5 text-xs text-red-700">{t(`results.${payment.resultCode}`, { defaultValue: payment.failureReason ?? '' })}</p>
              )}
            </div>
            <div className="flex flex-col items-end gap-1">
              <span className="font-semibold">{formatKsh(asFinder ? payment.finderAmount : payment.amount)}</span>
              <div className="flex flex-wrap justify-end gap-1">
                {(!asFinder || payment.status !== 'completed') && <PaymentStatusBadge status={payment.status} />}
                {payment.status === 'completed' && <PayoutBadge status={payment.payoutStatus} />}
              </div>
            </div>
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
      <Button variant="outline" className="mt-3" onClick={onRetry}>{t('list.retry')}</Button>
    </Card>
  );
}
