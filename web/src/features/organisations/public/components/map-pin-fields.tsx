/**
 * The optional map pin of an application: two number fields, filled by "Use my location" when the
 * applicant stands at the desk. Kept light on purpose: no map library on a cheap phone.
 */
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { ApplyOrganisationBody, applyOrganisationBody } from '@okota/shared/contracts/organisations.contract';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { useTranslation } from '../../../../i18n';
import { ORG_PUBLIC_NS } from '../i18n';

type Form = UseFormReturn<z.input<typeof applyOrganisationBody>, unknown, ApplyOrganisationBody>;

/** An empty box is no pin (not 0, which the coercing schema would make of it). */
const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export function MapPinFields({ form, latitudeError, longitudeError }: { form: Form; latitudeError?: string; longitudeError?: string }) {
  const { t } = useTranslation(ORG_PUBLIC_NS);
  const [state, setState] = useState<'idle' | 'locating' | 'failed'>('idle');
  const canLocate = typeof navigator !== 'undefined' && 'geolocation' in navigator;

  const locate = () => {
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const options = { shouldValidate: true, shouldDirty: true };
        form.setValue('latitude', coords.latitude.toFixed(6), options);
        form.setValue('longitude', coords.longitude.toFixed(6), options);
        setState('idle');
      },
      () => setState('failed'),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t('apply.pin')}</legend>
      <p className="text-xs text-slate-600">{t('apply.pinHint')}</p>
      {canLocate && (
        <Button variant="outline" onClick={locate} disabled={state === 'locating'} className="w-full sm:w-auto">
          {state === 'locating' ? t('apply.locating') : t('apply.useLocation')}
        </Button>
      )}
      {state === 'failed' && (
        <p role="alert" className="text-sm text-amber-800">
          {t('apply.locationFailed')}
        </p>
      )}
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('apply.latitude')}
          inputMode="decimal"
          placeholder="-1.29207"
          maxLength={20}
          error={latitudeError}
          {...form.register('latitude', { setValueAs: blankAsUnset })}
        />
        <TextField
          label={t('apply.longitude')}
          inputMode="decimal"
          placeholder="36.82195"
          maxLength={20}
          error={longitudeError}
          {...form.register('longitude', { setValueAs: blankAsUnset })}
        />
      </div>
    </fieldset>
  );
}
