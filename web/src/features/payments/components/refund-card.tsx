/**
 * One refund for admins: whose money, how much, why, where it stands; once M-Pesa refused it,
 * Retry (when the payment has a receipt) and recording a reversal made in the M-Pesa portal.
 */
import { Link } from 'wouter';
import { formatKsh, formatPhoneLocal } from '@okota/shared';
import { ROUTES } from '@okota/shared/routes';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { apiErrorText } from '../../../lib/api-error-text';
import { formatDateTime } from '../../../lib/format';
import type { RefundRow } from '../api/get-refunds';
import { useRetryRefund } from '../api/retry-refund';
import { REFUNDS_NS } from '../refunds-i18n';
import { Field } from './payout-card';
import { PortalReversalForm } from './portal-reversal-form';

export function RefundCard({ row }: { row: RefundRow }) {
  const { t, i18n } = useTranslation(REFUNDS_NS);
  const retry = useRetryRefund();
  const date = (value: string | null) => (value ? formatDateTime(value, i18n.language) : '—');
  const refused = row.status === 'refund_failed';
  const onRetry = () =>
    retry.mutate(row.paymentId, {
      onSuccess: () => toast({ title: t('admin.retried'), variant: 'success' }),
      onError: (error) => toast({ title: t('admin.failed'), description: apiErrorText(error, '') || undefined, variant: 'destructive' }),
    });

  return (
    <Card className={`p-4 ${refused ? 'border-red-300' : ''}`} data-testid="refund-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Link href={ROUTES.item(row.itemId)} className="break-words font-semibold text-slate-900 hover:underline">
            {row.itemTitle}
          </Link>
          <p className="text-xs text-slate-600">#{row.paymentId}</p>
        </div>
        <div className="flex items-center gap-2">
          <span className="font-semibold">{formatKsh(row.amount)}</span>
          <Badge tone={refused ? 'red' : row.status === 'refunded' ? 'green' : 'amber'}>{t(`admin.states.${row.status}`, { defaultValue: row.status })}</Badge>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <Field label={t('admin.claimer')} value={row.claimerName} />
        <Field label={t('admin.paidFrom')} value={formatPhoneLocal(row.claimerPhone)} />
        {row.refundReason && <Field label={t('admin.why')} value={t(`admin.reasons.${row.refundReason}`)} />}
        <Field label={t('admin.paymentReceipt')} value={row.mpesaTransactionId ?? '—'} />
        <Field label={t('admin.requested')} value={date(row.refundRequestedAt)} />
        {row.refundAttempts > 0 && <Field label={t('admin.attempts')} value={String(row.refundAttempts)} />}
        {row.refundedAt && <Field label={t('admin.refundedAt')} value={date(row.refundedAt)} />}
        {row.refundTransactionId && <Field label={t('admin.reversalReceipt')} value={row.refundTransactionId} />}
      </dl>
      {row.refundError && (
        <p className={`mt-2 break-words rounded p-2 text-sm ${refused ? 'bg-red-50 text-red-900' : 'bg-amber-50 text-amber-950'}`}>
          {refused ? t('admin.mpesaSaid') : t('admin.note')}: {row.refundError}
        </p>
      )}
      {row.disputeReason && (
        <p className="mt-2 break-words rounded bg-slate-50 p-2 text-sm text-slate-800">
          {t('admin.dispute')}: {row.disputeReason}
        </p>
      )}
      {/* Without the payment's receipt M-Pesa cannot be asked again: the way out is a reversal in the portal (docs/decisions/0262). */}
      {refused && row.mpesaTransactionId && (
        <div className="mt-3 flex justify-end">
          <Button size="sm" onClick={onRetry} disabled={retry.isPending}>
            {retry.isPending ? t('admin.retrying') : t('admin.retry')}
          </Button>
        </div>
      )}
      {refused && <PortalReversalForm paymentId={row.paymentId} hasReceipt={!!row.mpesaTransactionId} />}
    </Card>
  );
}
