/**
 * Applying for an organisation (issue 28), validated with the shared schema the server checks
 * again. The schema's own length messages are English, so each field shows its own translated
 * sentence; the phone's messages are the shared, translated ones.
 */
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ORGANISATION_KINDS, applyOrganisationBody, type ApplyOrganisationBody } from '@okota/shared/contracts/organisations.contract';
import { Button } from '../../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../../components/ui/field';
import { toast } from '../../../../components/ui/toast';
import { useTranslation } from '../../../../i18n';
import { ApiError } from '../../../../lib/api';
import { apiErrorText } from '../../../../lib/api-error-text';
import { useApplyOrganisation } from '../api/apply-organisation';
import type { Organisation } from '../api/types';
import { ORG_PUBLIC_NS, kindName } from '../i18n';
import { MapPinFields } from './map-pin-fields';
import { CountySelect } from '../../../../components/county-select';

type FormInput = z.input<typeof applyOrganisationBody>;
type Field = keyof FormInput;
const OWN_MESSAGES = ['name', 'kind', 'county', 'landmark', 'hours', 'latitude', 'longitude'] as const;

const EMPTY: FormInput = { name: '', kind: '' as FormInput['kind'], county: '', landmark: '', hours: '', publicPhone: '', acceptsDropOffs: false };

export function ApplyForm({ onApplied }: { onApplied: (organisation: Organisation) => void }) {
  const { t } = useTranslation(ORG_PUBLIC_NS);
  const form = useForm<FormInput, unknown, ApplyOrganisationBody>({ resolver: zodResolver(applyOrganisationBody), defaultValues: EMPTY });
  const apply = useApplyOrganisation();
  const error = (field: Field) => messageFor(field, form.formState.errors, t);

  const submit = form.handleSubmit(async (body) => {
    try {
      const answer = await apply.mutateAsync(body);
      onApplied(answer.organisation);
    } catch (failure) {
      const serverErrors = failure instanceof ApiError ? failure.fieldMessages() : undefined;
      for (const [field, message] of Object.entries(serverErrors ?? {})) form.setError(field as Field, { message });
      toast({ title: t('apply.failed'), description: apiErrorText(failure, '') || undefined, variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label={t('apply.name')}
        placeholder={t('apply.namePlaceholder')}
        maxLength={120}
        autoComplete="organization"
        error={error('name')}
        {...form.register('name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('apply.kind')} error={error('kind')} {...form.register('kind')}>
          <option value="">{t('apply.chooseKind')}</option>
          {ORGANISATION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {kindName(kind)}
            </option>
          ))}
        </SelectField>
        <CountySelect label={t('apply.county')} error={error('county')} {...form.register('county')} />
      </div>
      <TextAreaField
        label={t('apply.landmark')}
        placeholder={t('apply.landmarkPlaceholder')}
        hint={t('apply.landmarkHint')}
        rows={2}
        maxLength={300}
        error={error('landmark')}
        {...form.register('landmark')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('apply.hours')} placeholder={t('apply.hoursPlaceholder')} maxLength={200} error={error('hours')} {...form.register('hours')} />
        <TextField
          label={t('apply.publicPhone')}
          placeholder={t('apply.publicPhonePlaceholder')}
          hint={t('apply.publicPhoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          error={error('publicPhone')}
          {...form.register('publicPhone')}
        />
      </div>
      <MapPinFields form={form} latitudeError={error('latitude')} longitudeError={error('longitude')} />
      <label className="flex items-start gap-3 rounded-xl border border-slate-200 p-4 text-sm text-slate-800">
        <input type="checkbox" className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700" {...form.register('acceptsDropOffs')} />
        <span>
          <span className="block font-medium">{t('apply.acceptsDropOffs')}</span>
          <span className="mt-0.5 block text-slate-600">{t('apply.acceptsDropOffsHint')}</span>
        </span>
      </label>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={apply.isPending}>
        {apply.isPending ? t('apply.submitting') : t('apply.submit')}
      </Button>
    </form>
  );
}

/** The field's message in the reader's language: our own sentence for the fields whose schema speaks English. */
function messageFor(field: Field, errors: FieldErrors<FormInput>, t: (key: `apply.errors.${(typeof OWN_MESSAGES)[number]}`) => string): string | undefined {
  const message = errors[field]?.message;
  if (message === undefined) return undefined;
  const own = (OWN_MESSAGES as readonly string[]).includes(field) ? (field as (typeof OWN_MESSAGES)[number]) : null;
  return own ? t(`apply.errors.${own}`) : message;
}
