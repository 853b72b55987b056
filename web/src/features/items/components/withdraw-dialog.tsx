/**
 * A finder takes their own open listing down (docs/decisions/0217): why, what happens to open
 * claims, then Confirm. The server refuses (409) when the item is no longer open or an owner is
 * paying; its reason is shown in the finder's language.
 */
import { useState } from 'react';
import { WITHDRAW_REASONS, type WithdrawReason } from '@okota/shared/schemas/item.schema';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { apiErrorText } from '../../../lib/api-error-text';
import { useWithdrawItem } from '../api/withdraw-item';
import { ITEMS_NS } from '../i18n';

export default function WithdrawDialog({ itemId, onClose }: { itemId: number; onClose: () => void }) {
  const { t } = useTranslation(ITEMS_NS);
  const withdraw = useWithdrawItem();
  const [reason, setReason] = useState<WithdrawReason>('owner_found');

  const confirm = () =>
    withdraw.mutate(
      { id: itemId, reason },
      {
        onSuccess: ({ claimsClosed }) => {
          const closed = claimsClosed > 0 ? ` ${t('withdraw.claimsClosed', { count: claimsClosed })}` : '';
          toast({ title: t('withdraw.done'), description: `${t('withdraw.doneBody')}${closed}`, variant: 'success' });
          onClose();
        },
        onError: (error) => {
          const reasonText = error instanceof ApiError && error.isRefusal ? apiErrorText(error, t('withdraw.failedBody')) : t('withdraw.failedBody');
          toast({ title: t('withdraw.failed'), description: reasonText, variant: 'destructive' });
        },
      },
    );

  return (
    <Dialog open onOpenChange={(open) => !open && !withdraw.isPending && onClose()} title={t('withdraw.title')} description={t('withdraw.description')}>
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">{t('withdraw.reason')}</legend>
        {WITHDRAW_REASONS.map((value) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-base has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 sm:text-sm"
          >
            <input
              type="radio"
              name="withdraw-reason"
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
              className="h-4 w-4 accent-brand-700"
            />
            {t(`withdraw.${value}`)}
          </label>
        ))}
      </fieldset>
      <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t('withdraw.claimsNote')}</p>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={withdraw.isPending} onClick={onClose}>
          {t('withdraw.cancel')}
        </Button>
        <Button variant="danger" disabled={withdraw.isPending} onClick={confirm}>
          {withdraw.isPending ? t('withdraw.confirming') : t('withdraw.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
