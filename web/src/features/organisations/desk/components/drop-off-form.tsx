/** A finder hands in an item they posted: the desk types its number and takes it into custody. */
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { useTranslation } from '../../../../i18n';
import { useReceiveDropOff } from '../api/hand-overs';
import type { SavedItem } from '../api/types';
import { refusalText } from '../lib/refusal-text';
import { DESK_NS } from '../i18n';

export function DropOffForm({ organisationId, acceptsDropOffs }: { organisationId: string; acceptsDropOffs: boolean }) {
  const { t } = useTranslation(DESK_NS);
  const receive = useReceiveDropOff(organisationId);
  const [itemNumber, setItemNumber] = useState('');
  const [error, setError] = useState<string>();
  const [received, setReceived] = useState<SavedItem | null>(null);

  if (!acceptsDropOffs) return <p className="rounded-lg bg-amber-50 p-3 text-amber-900">{t('dropOff.notAccepting')}</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = itemNumber.trim().replace(/^#/, '');
    if (!/^\d{1,9}$/.test(typed) || Number(typed) < 1) return setError(t('dropOff.itemNumberFormat'));
    setError(undefined);
    setReceived(null);
    receive.mutate(Number(typed), {
      onSuccess: ({ item }) => {
        setReceived(item);
        setItemNumber('');
      },
      onError: (failure) =>
        setError(
          refusalText(
            failure,
            {
              code: {
                DROP_OFF_NOT_ACCEPTED: t('dropOff.notAccepting'),
                DROP_OFF_ALREADY_HELD: t('dropOff.alreadyHeld'),
                DROP_OFF_NOT_AVAILABLE: t('dropOff.notAvailable'),
                DROP_OFF_OWN_ITEM: t('dropOff.ownItem'),
                DROP_OFF_PAYMENT_UNDER_WAY: t('dropOff.paymentUnderWay'),
                ITEM_NOT_FOUND: t('dropOff.notFound'),
              },
            },
            t('dropOff.failed'),
          ),
        ),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-slate-700">{t('dropOff.intro')}</p>
      <TextField
        label={t('dropOff.itemNumber')}
        name="item-number"
        data-testid="drop-off-item"
        inputMode="numeric"
        autoComplete="off"
        autoFocus
        className="max-w-48"
        value={itemNumber}
        onChange={(event) => setItemNumber(event.target.value)}
        error={error}
      />
      <Button type="submit" size="lg" disabled={receive.isPending} data-testid="drop-off-submit">
        {receive.isPending ? t('dropOff.submitting') : t('dropOff.submit')}
      </Button>
      {received && (
        <div role="status" className="rounded-lg border border-green-300 bg-green-50 p-3 text-green-900" data-testid="drop-off-done">
          <p className="font-semibold">{t('dropOff.received', { id: received.id, title: received.title })}</p>
          <p className="mt-1 text-sm">{t('dropOff.receipt')}</p>
        </div>
      )}
    </form>
  );
}
