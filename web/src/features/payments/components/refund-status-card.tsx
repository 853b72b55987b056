/** A claimer's payment on its way back (or back, or delayed), said in plain words with its receipt. */
import { useTranslation } from '../../../i18n';
import type { MyPayment } from '../api/types';
import { refundNotice } from '../lib/refund-notice';
import { REFUNDS_NS } from '../refunds-i18n';

const TONES = {
  amber: 'border-amber-300 bg-amber-50 text-amber-950',
  green: 'border-green-300 bg-green-50 text-green-950',
  red: 'border-red-300 bg-red-50 text-red-950',
} as const;

export function RefundStatusCard({ payment, compact = false }: { payment: MyPayment; compact?: boolean }) {
  const { t, i18n } = useTranslation(REFUNDS_NS);
  const notice = refundNotice(payment, t, i18n.language);
  if (!notice) return null;
  return (
    <div
      role="status"
      data-testid="refund-status"
      data-status={notice.status}
      className={`rounded-lg border ${compact ? 'mt-2 p-2.5' : 'p-4'} ${TONES[notice.tone]}`}
    >
      <p className={`font-semibold ${compact ? 'text-sm' : ''}`}>{notice.title}</p>
      <p className="mt-0.5 text-sm">{notice.body}</p>
      {notice.receipt && <p className="mt-1 break-all text-sm font-medium">{t('claimer.receipt', { receipt: notice.receipt })}</p>}
      {!compact && payment.mpesaTransactionId && <p className="mt-1 break-all text-xs">{t('claimer.paidReceipt', { receipt: payment.mpesaTransactionId })}</p>}
    </div>
  );
}
