/** One payout for admins: who, how much, its state and dates, and what an admin can do. */
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { formatKsh, formatPhoneLocal } from '@okota/shared';
import { ROUTES } from '@okota/shared/routes';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { apiErrorText } from '../../../lib/api-error-text';
import { formatDateTime } from '../../../lib/format';
import { useRetryPayout } from '../api/payouts';
import type { PayoutRow } from '../api/types';
import { PAYMENTS_NS } from '../i18n';
import { PayoutBadge } from './payment-badges';

const ResolveDisputeDialog = lazy(() => import('./resolve-dispute-dialog'));

export function PayoutCard({ row }: { row: PayoutRow }) {
  const { t, i18n } = useTranslation(PAYMENTS_NS);
  const [resolving, setResolving] = useState(false);
  const retry = useRetryPayout();
  const date = (value: string | null) => (value ? formatDateTime(value, i18n.language) : '—');
  const onRetry = () =>
    retry.mutate(row.paymentId, {
      onSuccess: () => toast({ title: t('admin.retried'), variant: 'success' }),
      onError: (error) => toast({ title: t('admin.failed'), description: apiErrorText(error, '') || undefined, variant: 'destructive' }),
    });

  return (
    <Card className="p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Link href={ROUTES.item(row.itemId)} className="font-semibold text-slate-900 hover:underline">
            {row.itemTitle}
          </Link>
          <p className="text-xs text-slate-500">#{row.paymentId}</p>
        </div>
        <div className="flex items-center gap-2">
          <span className="font-semibold">{formatKsh(row.finderAmount)}</span>
          <PayoutBadge status={row.payoutStatus} />
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <Field label={t('admin.finder')} value={`${row.finderName} · ${formatPhoneLocal(row.finderPhone)}`} />
        <Field label={t('admin.claimer')} value={row.claimerName} />
        {row.payoutStatus === 'held' && <Field label={t('admin.due')} value={date(row.payoutDueAt)} />}
        {row.finderPaidAt && <Field label={t('admin.paidAt')} value={`${date(row.finderPaidAt)} · ${row.finderTransactionId ?? ''}`} />}
        {row.payoutAttempts > 0 && <Field label={t('admin.attempts')} value={String(row.payoutAttempts)} />}
        {row.refundedAt && <Field label={t('admin.tabs.refunded')} value={date(row.refundedAt)} />}
      </dl>
      {row.payoutError && (
        <p className="mt-2 break-words rounded bg-red-50 p-2 text-sm text-red-800">
          {t('admin.error')}: {row.payoutError}
        </p>
      )}
      {row.disputeReason && (
        <p className="mt-2 break-words rounded bg-amber-50 p-2 text-sm text-amber-900">
          {t('admin.reason')}: {row.disputeReason}
        </p>
      )}
      {(row.payoutStatus === 'failed' || row.payoutStatus === 'disputed') && (
        <div className="mt-3 flex justify-end">
          {row.payoutStatus === 'failed' && (
            <Button size="sm" onClick={onRetry} disabled={retry.isPending}>
              {t('admin.retry')}
            </Button>
          )}
          {row.payoutStatus === 'disputed' && (
            <Button size="sm" onClick={() => setResolving(true)}>
              {t('admin.resolve')}
            </Button>
          )}
        </div>
      )}
      {resolving && (
        <Suspense fallback={null}>
          <ResolveDisputeDialog paymentId={row.paymentId} open={resolving} onOpenChange={setResolving} />
        </Suspense>
      )}
    </Card>
  );
}

/** One labelled fact of an admin card (the refund cards use it too). */
export function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 gap-2">
      <dt className="shrink-0 text-slate-500">{label}:</dt>
      <dd className="min-w-0 break-words text-slate-900">{value}</dd>
    </div>
  );
}
