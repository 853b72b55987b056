/**
 * Managers: the desk's public facts, drop-offs, the finder's share and the holding periods
 * (PATCH /api/organisations/{id}). The limits are the shared schema's; the admin's upper limits
 * are the server's to enforce, and its refusal is shown.
 */
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { HOLDING_DAYS_MIN, organisationSettingsBody } from '@okota/shared/contracts/organisations.contract';
import { formatPhoneLocal } from '@okota/shared/phone';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { toast } from '../../../../components/ui/toast';
import { useTranslation } from '../../../../i18n';
import { ApiError } from '../../../../lib/api';
import { useUpdateSettings } from '../api/update-settings';
import type { MyOrganisation, SettingsInput } from '../api/types';
import { fieldRefusals, refusalText } from '../lib/refusal-text';
import { Check } from './check';
import { DESK_NS } from '../i18n';

export function SettingsForm({ organisation }: { organisation: MyOrganisation }) {
  const { t } = useTranslation(DESK_NS);
  const update = useUpdateSettings(organisation.id);
  const form = useForm<SettingsInput>({
    resolver: zodResolver(organisationSettingsBody),
    defaultValues: {
      hours: organisation.hours,
      landmark: organisation.landmark,
      publicPhone: formatPhoneLocal(organisation.publicPhone),
      acceptsDropOffs: organisation.acceptsDropOffs,
      takesFinderShare: organisation.takesFinderShare,
      holdingDaysDocuments: organisation.holdingDaysDocuments,
      holdingDaysOther: organisation.holdingDaysOther,
    },
  });
  const { errors } = form.formState;
  const takesShare = useWatch({ control: form.control, name: 'takesFinderShare' });
  // The server refuses a period longer than the admin allows; the form checks only the minimum.
  const daysText = (type?: string) => (type === 'server' ? t('settings.errors.holdingDaysLimit') : t('settings.errors.holdingDays', { min: HOLDING_DAYS_MIN }));

  const onValid = (body: SettingsInput) =>
    update.mutate(body, {
      onSuccess: () => toast({ title: t('settings.saved'), variant: 'success' }),
      onError: (error) => {
        const refused = Object.entries(fieldRefusals(error));
        for (const [field, message] of refused) form.setError(field as keyof SettingsInput, { type: 'server', message });
        // A payout number not yet verified is told in a toast (the tick box has no line for it).
        if (!refused.length || (error instanceof ApiError && error.code === 'ORG_PAYOUT_PHONE_NOT_VERIFIED'))
          toast({ title: t('settings.failed'), description: refusalText(error, {}, ''), variant: 'destructive' });
      },
    });

  return (
    <form onSubmit={form.handleSubmit((body) => onValid(body as SettingsInput))} noValidate className="space-y-5" data-testid="settings-form">
      <TextField label={t('settings.hours')} maxLength={200} error={errors.hours && t('settings.errors.hours')} {...form.register('hours')} />
      <TextField label={t('settings.landmark')} maxLength={300} error={errors.landmark && t('settings.errors.landmark')} {...form.register('landmark')} />
      <TextField
        label={t('settings.publicPhone')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        error={errors.publicPhone?.message}
        {...form.register('publicPhone')}
      />
      <Check label={t('settings.acceptsDropOffs')} hint={t('settings.acceptsDropOffsHint')} {...form.register('acceptsDropOffs')} />
      <Check label={t('settings.takesFinderShare')} hint={t('settings.takesFinderShareHint')} {...form.register('takesFinderShare')} />
      {takesShare && !organisation.payoutPhoneVerified && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t('settings.payoutNotVerified')}</p>
      )}
      <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t('settings.holdingTitle')}</legend>
        <p className="text-xs text-slate-500">{t('settings.holdingHint', { min: HOLDING_DAYS_MIN })}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('settings.holdingDocuments')}
            type="number"
            inputMode="numeric"
            min={HOLDING_DAYS_MIN}
            error={errors.holdingDaysDocuments && daysText(errors.holdingDaysDocuments.type)}
            {...form.register('holdingDaysDocuments')}
          />
          <TextField
            label={t('settings.holdingOther')}
            type="number"
            inputMode="numeric"
            min={HOLDING_DAYS_MIN}
            error={errors.holdingDaysOther && daysText(errors.holdingDaysOther.type)}
            {...form.register('holdingDaysOther')}
          />
        </div>
      </fieldset>
      <Button type="submit" disabled={update.isPending} data-testid="settings-save">
        {update.isPending ? t('settings.saving') : t('settings.save')}
      </Button>
    </form>
  );
}
