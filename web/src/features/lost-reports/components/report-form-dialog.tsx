/**
 * File or edit a lost report, validated with the shared schema (the server checks the same
 * rules again, and replaces the contact details this form refuses). Opens prefilled from a search that found nothing.
 */
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { todayInNairobi } from '@okota/shared/schemas/item.schema';
import { lostReportFormSchema, type LostReportFields } from '@okota/shared/schemas/lost-report.schema';
import { isDocumentsCategory } from '@okota/shared/schemas/document.schema';
import { categoryDisplayName } from '@okota/shared/category-names';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { apiErrorText } from '../../../lib/api-error-text';
import { messageWords } from '../../../i18n/validation';
import { useCategories } from '../../../lib/public-data';
import { useReportPhoto } from '../api/get-report-photo';
import { useSaveLostReport } from '../api/save-lost-report';
import type { LostReport } from '../api/types';
import { LOST_REPORTS_NS } from '../i18n';
import { ReportPhotoField, type PhotoChoice } from './report-photo-field';
import { REPORT_SMS_NS } from '../sms-i18n';
import { CountySelect } from '../../../components/county-select';

type FormInput = z.input<typeof lostReportFormSchema>;

export interface ReportPrefill {
  title?: string;
  categoryId?: string;
  county?: string;
}

function initialValues(report: LostReport | undefined, prefill: ReportPrefill | undefined): FormInput {
  if (report) {
    return {
      title: report.title,
      categoryId: String(report.categoryId),
      description: report.description,
      county: report.county,
      nearLocation: report.nearLocation ?? '',
      dateLost: report.dateLost,
      notifyInApp: report.notifyInApp,
      notifyEmail: report.notifyEmail,
      notifyPush: report.notifyPush,
      documentNumber: '',
    };
  }
  return {
    title: prefill?.title ?? '',
    categoryId: prefill?.categoryId ?? '',
    description: '',
    county: prefill?.county ?? '',
    nearLocation: '',
    dateLost: todayInNairobi(),
    notifyInApp: true,
    notifyEmail: true,
    notifyPush: true,
    documentNumber: '',
  };
}

interface ReportFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  report?: LostReport;
  prefill?: ReportPrefill;
}

export function ReportFormDialog({ open, onOpenChange, report, prefill }: ReportFormDialogProps) {
  const { t } = useTranslation(LOST_REPORTS_NS);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} size="lg" title={report ? t('form.editTitle') : t('form.newTitle')} description={t('form.intro')}>
      {/* Mounted afresh on each opening, so the form starts from the report or the prefill. */}
      {open && <ReportForm report={report} prefill={prefill} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function ReportForm({ report, prefill, onDone }: { report?: LostReport; prefill?: ReportPrefill; onDone: () => void }) {
  const { t, i18n } = useTranslation(LOST_REPORTS_NS);
  const { t: sms } = useTranslation(REPORT_SMS_NS);
  const categories = useCategories().data ?? [];
  const form = useForm<FormInput, unknown, LostReportFields>({ resolver: zodResolver(lostReportFormSchema), defaultValues: initialValues(report, prefill) });
  const { errors } = form.formState;
  const [photo, setPhoto] = useState<PhotoChoice>({ file: null, removeSaved: false });
  const savedPhoto = useReportPhoto(report ?? { id: 0, photoUrl: null, updatedAt: '' });
  const save = useSaveLostReport();
  const error = (message: string | undefined) => messageWords(message) || undefined;
  const categoryId = useWatch({ control: form.control, name: 'categoryId' });
  const isDocuments = isDocumentsCategory(categories.find((c) => String(c.id) === String(categoryId)));

  const submit = form.handleSubmit(async (fields) => {
    try {
      await save.mutateAsync({ reportId: report?.id, fields, photo: photo.file, removePhoto: photo.removeSaved });
      toast({ title: report ? t('form.updated') : t('form.created'), variant: 'success' });
      onDone();
    } catch (failure) {
      const serverErrors = failure instanceof ApiError ? failure.fieldMessages() : undefined;
      for (const [field, message] of Object.entries(serverErrors ?? {})) form.setError(field as keyof FormInput, { message });
      const description = failure instanceof ApiError ? apiErrorText(failure, failure.serverMessage) : undefined;
      toast({ title: t('form.failed'), description, variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <TextField
        label={t('form.title')}
        placeholder={t('form.titlePlaceholder')}
        maxLength={200}
        error={error(errors.title?.message)}
        {...form.register('title')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {/* Re-mounted when the categories arrive, so the saved choice is selected among them. */}
        <SelectField key={categories.length} label={t('form.category')} error={error(errors.categoryId?.message)} {...form.register('categoryId')}>
          <option value="">{t('form.chooseCategory')}</option>
          {categories.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {categoryDisplayName(c.name, i18n.language)}
            </option>
          ))}
        </SelectField>
        <CountySelect label={t('form.county')} error={error(errors.county?.message)} {...form.register('county')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('form.nearLocation')}
          placeholder={t('form.nearPlaceholder')}
          maxLength={300}
          error={error(errors.nearLocation?.message)}
          {...form.register('nearLocation')}
        />
        <TextField label={t('form.dateLost')} type="date" max={todayInNairobi()} error={error(errors.dateLost?.message)} {...form.register('dateLost')} />
      </div>
      {isDocuments && (
        <TextField
          label={sms('documentNumber')}
          placeholder={sms('documentNumberPlaceholder')}
          hint={sms('documentNumberHint')}
          maxLength={60}
          autoComplete="off"
          error={error(errors.documentNumber?.message)}
          {...form.register('documentNumber')}
        />
      )}
      <TextAreaField
        label={t('form.description')}
        placeholder={t('form.descriptionPlaceholder')}
        hint={t('form.descriptionHint')}
        rows={4}
        maxLength={2000}
        error={error(errors.description?.message)}
        {...form.register('description')}
      />
      <ReportPhotoField savedPhotoUrl={savedPhoto} choice={photo} onChange={setPhoto} />

      <fieldset className="space-y-2 rounded-xl border border-slate-200 p-4" aria-describedby="report-channels-error">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t('form.channels')}</legend>
        {(['notifyInApp', 'notifyEmail', 'notifyPush'] as const).map((channel) => (
          <label key={channel} className="flex items-start gap-2 text-sm text-slate-700">
            <input type="checkbox" className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300" {...form.register(channel)} />
            <span>{t(`form.${({ notifyInApp: 'inApp', notifyEmail: 'email', notifyPush: 'push' } as const)[channel]}`)}</span>
          </label>
        ))}
        <p className="text-xs text-slate-500">{t('form.pushHint')}</p>
        {errors.notifyInApp?.message && (
          <p id="report-channels-error" role="alert" className="text-sm text-red-600">
            {error(errors.notifyInApp.message)}
          </p>
        )}
      </fieldset>

      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('form.saving') : report ? t('form.save') : t('form.create')}
        </Button>
      </div>
    </form>
  );
}
