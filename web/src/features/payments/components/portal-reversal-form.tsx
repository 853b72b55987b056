/**
 * The human way out of a refund M-Pesa refused (docs/decisions/0262): reverse the payment in the
 * M-Pesa organisation portal, then give that reversal's receipt here. M-Pesa is asked to confirm
 * it (Transaction Status) before it counts; a receipt it does not confirm is refused with the reason.
 */
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { apiErrorText } from '../../../lib/api-error-text';
import { useRecordPortalReversal } from '../api/record-portal-reversal';
import { REFUNDS_NS } from '../refunds-i18n';

export function PortalReversalForm({ paymentId, hasReceipt }: { paymentId: number; hasReceipt: boolean }) {
  const { t } = useTranslation(REFUNDS_NS);
  const record = useRecordPortalReversal();
  const [receipt, setReceipt] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    record.mutate(
      { paymentId, receipt },
      {
        onSuccess: () => {
          setReceipt('');
          toast({ title: t('admin.portal.asked'), variant: 'success' });
        },
        onError: (failure) => setError(apiErrorText(failure, t('admin.failed'))),
      },
    );
  };

  return (
    <form onSubmit={submit} className="mt-3 space-y-2 rounded border border-slate-200 p-3" data-testid="portal-reversal-form">
      <p className="text-sm font-semibold text-slate-900">{t('admin.portal.title')}</p>
      <p className="text-sm text-slate-700">{hasReceipt ? t('admin.portal.bodyWithReceipt') : t('admin.portal.bodyNoReceipt')}</p>
      <TextField
        label={t('admin.portal.receipt')}
        hint={t('admin.portal.receiptHint')}
        value={receipt}
        onChange={(event) => setReceipt(event.target.value)}
        autoCapitalize="characters"
        autoComplete="off"
        error={error}
      />
      <div className="flex justify-end">
        <Button size="sm" type="submit" disabled={record.isPending || !receipt.trim()}>
          {record.isPending ? t('admin.portal.asking') : t('admin.portal.submit')}
        </Button>
      </div>
    </form>
  );
}
