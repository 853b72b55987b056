/**
 * The admin payouts screen's Paybill money that bought nothing (docs/decisions/0232): held for an
 * unknown account number, a wrong amount or a claim already paid, and sent back by reversal
 * (Retry once M-Pesa refused it); confirmations M-Pesa did not confirm, rejected.
 */
import { formatKsh } from '@okota/shared';
import { ListEmpty, ListScaffold } from '../../../components/list-scaffold';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { apiErrorText } from '../../../lib/api-error-text';
import { formatDateTime } from '../../../lib/format';
import { usePaybillReceipts, useRetryPaybillReversal, type PaybillReceipt } from '../api/paybill-receipts';
import { PAYBILL_NS } from '../paybill-i18n';
import { Field } from './payout-card';

const TONES = { reversed: 'green', reversal_failed: 'red', rejected: 'slate' } as const;

function PaybillReceiptCard({ row }: { row: PaybillReceipt }) {
  const { t, i18n } = useTranslation(PAYBILL_NS);
  const retry = useRetryPaybillReversal();
  const refused = row.status === 'reversal_failed';
  const amount = row.confirmedAmount === null ? row.claimedAmount : formatKsh(row.confirmedAmount);
  const onRetry = () =>
    retry.mutate(row.id, {
      onSuccess: () => toast({ title: t('admin.retried'), variant: 'success' }),
      onError: (error) => toast({ title: t('admin.failed'), description: apiErrorText(error, '') || undefined, variant: 'destructive' }),
    });
  return (
    <Card className={`p-4 ${refused ? 'border-red-300' : ''}`} data-testid="paybill-receipt-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <span className="font-mono font-semibold text-slate-900">{row.transId}</span>
        <div className="flex items-center gap-2">
          <span className="font-semibold">{amount}</span>
          <Badge tone={TONES[row.status as keyof typeof TONES] ?? 'amber'}>{t(`admin.states.${row.status}`)}</Badge>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {row.holdReason && <Field label={t('admin.payment')} value={`${t(`admin.reasons.${row.holdReason}`)}${row.paymentId ? ` (#${row.paymentId})` : ''}`} />}
        <Field label={t('admin.account')} value={row.confirmedAccount ?? row.claimedAccount} />
        <Field label={t('admin.from')} value={row.msisdn ?? '—'} />
        <Field label={t('admin.received')} value={formatDateTime(row.createdAt, i18n.language)} />
        {row.reversedAt && <Field label={t('admin.reversedAt')} value={formatDateTime(row.reversedAt, i18n.language)} />}
        {row.reversalTransactionId && <Field label={t('admin.reversal')} value={row.reversalTransactionId} />}
      </dl>
      {row.note && (
        <p className={`mt-2 break-words rounded p-2 text-sm ${refused ? 'bg-red-50 text-red-900' : 'bg-slate-50 text-slate-800'}`}>
          {t('admin.note')}: {row.note}
        </p>
      )}
      {refused && (
        <div className="mt-3 flex justify-end">
          <Button size="sm" onClick={onRetry} disabled={retry.isPending}>
            {retry.isPending ? t('admin.retrying') : t('admin.retry')}
          </Button>
        </div>
      )}
    </Card>
  );
}

export function PaybillReceiptsPanel() {
  const { t } = useTranslation(PAYBILL_NS);
  const query = usePaybillReceipts();
  return (
    <section aria-labelledby="paybill-receipts-title" className="mt-10">
      <h2 id="paybill-receipts-title" className="text-xl font-bold">
        {t('admin.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('admin.subtitle')}</p>
      <ListScaffold query={query} className="mt-3" texts={{ loadFailed: t('admin.loadFailed'), retry: t('admin.reload'), empty: t('admin.empty') }}>
        {() =>
          query.data &&
          (query.data.receipts.length === 0 ? (
            <ListEmpty compact title={t('admin.empty')} />
          ) : (
            <div className="space-y-3">
              {query.data.receipts.map((row) => (
                <PaybillReceiptCard key={row.id} row={row} />
              ))}
            </div>
          ))
        }
      </ListScaffold>
    </section>
  );
}
