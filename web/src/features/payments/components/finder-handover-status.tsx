/**
 * The finder's side of a paid item: the steps and where the hand-over and the payout stand,
 * updated live when the owner confirms and when M-Pesa pays (payout notifications over /ws).
 */
import { formatKsh } from '@okota/shared';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../i18n';
import { useMyPayments } from '../api/get-my-payments';
import type { MyPayment } from '../api/types';
import { useRefreshOnPaymentNotice } from '../hooks/use-refresh-on-payment-notice';
import { isHandoverDone } from '../lib/handover';
import { PAID_PATH_NS } from '../paid-path-i18n';
import { JourneySteps } from './journey-steps';
import { VerifyPhoneButton } from './payout-waiting';

export function FinderHandoverStatus({ itemId }: { itemId: number }) {
  const payments = useMyPayments();
  useRefreshOnPaymentNotice(itemId);
  const payment = payments.data?.payments.find((p) => p.itemId === itemId && p.role === 'finder' && p.status === 'completed');
  if (!payment) return null;
  return <FinderHandoverCard payment={payment} />;
}

function FinderHandoverCard({ payment }: { payment: MyPayment }) {
  const { t } = useTranslation(PAID_PATH_NS);
  const amount = formatKsh(payment.finderAmount);
  const isDone = isHandoverDone(payment);
  const isPaid = payment.payoutStatus === 'paid';
  const text = isPaid
    ? t('finder.paid', { amount })
    : payment.payoutStatus === 'disputed'
      ? t('finder.disputed')
      : payment.payoutStatus === 'awaiting_phone'
        ? t('finder.awaitingPhone', { amount })
        : payment.payoutStatus === 'failed'
          ? t('finder.delayed', { amount })
          : isDone
            ? t('finder.sending', { amount })
            : t('finder.held', { amount });
  return (
    <Card className={`p-4 ${isPaid ? 'border-green-200 bg-green-50' : ''}`} data-testid="finder-handover">
      <JourneySteps current={isDone ? 'done' : 'meet'} />
      <div role="status" className="mt-4">
        <h3 className={`font-bold ${isDone ? 'text-lg text-green-900' : 'text-slate-900'}`}>{isDone ? t('done.title') : t('finder.title')}</h3>
        <p className="mt-1 text-sm text-slate-800">{text}</p>
        {isPaid && payment.finderTransactionId && (
          <p className="mt-1 text-sm font-medium text-slate-900">{t('finder.paidReceipt', { receipt: payment.finderTransactionId })}</p>
        )}
      </div>
      {payment.payoutStatus === 'awaiting_phone' && <VerifyPhoneButton className="mt-3 w-full" />}
    </Card>
  );
}
