/**
 * One item at the intake desk: photo first, then the words; category and county come filled from
 * the last item. Enter (in any one-line field) or Ctrl+Enter anywhere saves. The page owns the
 * photos (the post form's uploader, composed in by the app shell) and what happens after a save.
 */
import { forwardRef, useImperativeHandle, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { todayInNairobi, type ItemFields } from '@okota/shared/schemas/item.schema';
import { isDocumentsCategory } from '@okota/shared/schemas/document.schema';
import { categoryDisplayName } from '@okota/shared/category-names';
import { Button } from '../../../../components/ui/button';
import { SelectField, TextField } from '../../../../components/ui/field';
import { useTranslation } from '../../../../i18n';
import { useCategories } from '../../../../lib/public-data';
import { intakeResolver, type IntakeInput } from '../lib/intake-values';
import { DESK_NS } from '../i18n';
import { CountySelect } from '../../../../components/county-select';

export interface IntakeFormHandle {
  /** Clears the item's own fields, keeps category, county and day, and puts the cursor back at the start. */
  next(values: IntakeInput): void;
  setFieldError(field: string, message: string): void;
}

interface IntakeFormProps {
  defaultValues: IntakeInput;
  photoField: ReactNode;
  busy: boolean;
  onValid: (values: ItemFields, isDocuments: boolean) => void;
}

export const IntakeForm = forwardRef<IntakeFormHandle, IntakeFormProps>(function IntakeForm({ defaultValues, photoField, busy, onValid }, ref) {
  const { t, i18n } = useTranslation(DESK_NS);
  const categories = useCategories().data ?? [];
  const isDocumentsRef = useRef(false);
  const form = useForm<IntakeInput>({ resolver: intakeResolver(() => isDocumentsRef.current), defaultValues });
  const { errors } = form.formState;
  const categoryId = form.watch('categoryId');
  const isDocuments = isDocumentsCategory(categories.find((c) => String(c.id) === String(categoryId)));
  isDocumentsRef.current = isDocuments;
  const top = useRef<HTMLDivElement>(null);
  const titleInput = useRef<HTMLInputElement | null>(null);
  const titleField = form.register('title');

  useImperativeHandle(
    ref,
    () => ({
      next: (values) => {
        form.reset(values);
        top.current?.scrollIntoView({ block: 'start' });
        // A keyboard at a desk goes straight on typing; a phone's keyboard would hide the camera button.
        // After the reset has rendered (RHF's setFocus finds no field straight after a reset).
        if (!window.matchMedia?.('(pointer: coarse)').matches) setTimeout(() => titleInput.current?.focus(), 0);
      },
      setFieldError: (field, message) => form.setError(field as keyof IntakeInput, { type: 'server', message }),
    }),
    [form],
  );

  const submit = form.handleSubmit((values) => onValid(values as unknown as ItemFields, isDocuments));
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} onKeyDown={onKeyDown} noValidate className="space-y-5" data-testid="intake-form">
      <div ref={top} className="scroll-mt-36">
        {photoField}
      </div>
      <TextField
        label={t('intake.itemTitle')}
        placeholder={t('intake.titlePlaceholder')}
        maxLength={200}
        autoComplete="off"
        data-testid="intake-title"
        error={errors.title?.message}
        {...titleField}
        ref={(element) => {
          titleField.ref(element);
          titleInput.current = element;
        }}
      />
      <TextField
        label={t('intake.description')}
        placeholder={t('intake.descriptionPlaceholder')}
        maxLength={5000}
        autoComplete="off"
        data-testid="intake-description"
        error={errors.description?.message}
        {...form.register('description')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          key={categories.length}
          label={t('intake.category')}
          hint={t('intake.remembered')}
          data-testid="intake-category"
          error={errors.categoryId?.message}
          {...form.register('categoryId')}
        >
          <option value="">{t('intake.chooseCategory')}</option>
          {categories.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {categoryDisplayName(c.name, i18n.language)}
            </option>
          ))}
        </SelectField>
        <CountySelect
          label={t('intake.county')}
          hint={t('intake.remembered')}
          data-testid="intake-county"
          error={errors.location?.message}
          {...form.register('location')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('intake.dateFound')}
          type="date"
          max={todayInNairobi()}
          data-testid="intake-date"
          error={errors.dateFound?.message}
          {...form.register('dateFound')}
        />
        <TextField
          label={t('intake.nearLocation')}
          placeholder={t('intake.nearPlaceholder')}
          maxLength={300}
          autoComplete="off"
          data-testid="intake-near"
          error={errors.nearLocation?.message}
          {...form.register('nearLocation')}
        />
      </div>
      {isDocuments && (
        <TextField
          label={t('intake.documentNumber')}
          hint={t('intake.documentNumberHint')}
          maxLength={60}
          autoComplete="off"
          spellCheck={false}
          data-testid="intake-document-number"
          error={errors.documentNumber?.message}
          {...form.register('documentNumber')}
        />
      )}
      <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t('intake.questions')}</legend>
        {isDocuments && <p className="text-xs text-slate-500">{t('intake.questionsDocumentsHint')}</p>}
        <TextField
          label={isDocuments ? t('intake.questionOptional') : t('intake.question')}
          placeholder={t('intake.questionPlaceholder')}
          maxLength={500}
          autoComplete="off"
          data-testid="intake-question"
          error={errors.verificationQuestion1?.message}
          {...form.register('verificationQuestion1')}
        />
        <TextField
          label={t('intake.answer')}
          maxLength={200}
          autoComplete="off"
          data-testid="intake-answer"
          error={errors.verificationAnswer1?.message}
          {...form.register('verificationAnswer1')}
        />
      </fieldset>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy} data-testid="intake-save" aria-describedby="intake-keys">
          {busy ? t('intake.saving') : t('intake.save')}
        </Button>
        <p id="intake-keys" className="text-xs text-slate-500">
          {t('intake.keys')}
        </p>
      </div>
    </form>
  );
});
