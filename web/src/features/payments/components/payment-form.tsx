/**
 * The dialog's first step: the M-Pesa phone (shared payment phone rules), prefilled with the
 * user's; below it, paying by Paybill instead, for when the prompt never arrives.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatKsh, formatPhoneLocal, paymentFormSchema } from '@okota/shared';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useTranslation } from '../../../i18n';
import { useFees } from '../../../lib/public-data';
import { useSession } from '../../../lib/session';
import { useSimulatorInfo } from '../api/get-simulator-info';
import { PAYMENTS_NS } from '../i18n';
import { PAYBILL_NS } from '../paybill-i18n';

export function PaymentForm({
  fee,
  finderAmount,
  held = false,
  onSubmit,
  onCancel,
  onPaybill,
  isAskingPaybill = false,
}: {
  fee: number;
  /** The item's own finder share, where it has one; otherwise the current setting's. */
  finderAmount?: number;
  held?: boolean;
  onSubmit: (phoneNumber: string) => void;
  onCancel: () => void;
  onPaybill?: () => void;
  isAskingPaybill?: boolean;
}) {
  const { t } = useTranslation(PAYMENTS_NS);
  const { t: tb } = useTranslation(PAYBILL_NS);
  const { user } = useSession();
  const fees = useFees();
  const simulator = useSimulatorInfo();
  const form = useForm({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: { phoneNumber: user?.phone ? formatPhoneLocal(user.phone).replace(/\s/g, '') : '' },
  });
  const submit = form.handleSubmit((values) => onSubmit(values.phoneNumber));

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">
        {t(introKey(held, finderAmount ?? fees.finderAmount), { fee: formatKsh(fee), finderAmount: formatKsh(finderAmount ?? fees.finderAmount) })}
      </p>
      <div className="flex items-center justify-between rounded-lg bg-slate-50 px-4 py-3">
        <span className="text-sm text-slate-600">{t('dialog.amount')}</span>
        <span className="text-xl font-bold text-slate-900">{formatKsh(fee)}</span>
      </div>
      <TextField
        label={t('dialog.phone')}
        hint={t('dialog.phoneHint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="0712345678"
        error={form.formState.errors.phoneNumber?.message}
        {...form.register('phoneNumber')}
      />
      {simulator.data?.enabled && (
        <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-semibold">{t('dialog.simulatorTitle')}</p>
          <p className="mt-0.5">{t('dialog.simulatorBody')}</p>
          <ul className="mt-2 grid gap-1">
            {simulator.data.testNumbers.map((number) => (
              <li key={number.phoneNumber}>
                <button
                  type="button"
                  className="flex w-full justify-between gap-3 rounded px-1 py-0.5 text-left hover:bg-amber-100"
                  onClick={() => form.setValue('phoneNumber', number.phoneNumber, { shouldValidate: true })}
                >
                  <span className="font-mono">{number.phoneNumber}</span>
                  <span className="text-right">{t(`dialog.outcomes.${number.outcome}`, { defaultValue: number.outcome })}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit">{t('dialog.pay', { fee: formatKsh(fee) })}</Button>
      </div>
      {onPaybill && (
        <div className="border-t border-slate-200 pt-3 text-center">
          <p className="text-sm text-slate-600">{tb('option.or')}</p>
          <Button variant="secondary" className="mt-2 w-full" onClick={onPaybill} disabled={isAskingPaybill}>
            {isAskingPaybill ? tb('option.asking') : tb('option.button')}
          </Button>
        </div>
      )}
    </form>
  );
}

/** A held item brings a collection code, not a contact; with or without a finder's share. */
function introKey(held: boolean, finderAmount: number) {
  if (!held) return 'dialog.intro' as const;
  return finderAmount > 0 ? ('dialog.introHeld' as const) : ('dialog.introHeldNoShare' as const);
}
