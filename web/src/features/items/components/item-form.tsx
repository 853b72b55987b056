/**
 * Every field of the post and edit pages (docs/product/user-flows.md sections 2 and 5), photos first,
 * validated with the shared schema; the server checks the same rules again. The footer's submit
 * button should carry aria-describedby={ITEM_FORM_STATUS_ID}: the note there says why it waits.
 */
import { forwardRef, useImperativeHandle, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { itemFormSchema, todayInNairobi, type ItemFields } from '@okota/shared/schemas/item.schema';
import { isDocumentsCategory } from '@okota/shared/schemas/document.schema';
import { categoryDisplayName } from '@okota/shared/category-names';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { useTranslation } from '../../../i18n';
import { useCategories } from '../../../lib/public-data';
import { ITEMS_NS } from '../i18n';
import type { ItemFormInput } from '../lib/item-form-values';
import type { PhotoUploads } from '../lib/use-photo-uploads';
import { PhotoPicker } from './photo-picker';
import { DocumentsWarning } from './documents-warning';
import { PostBlockerNote } from './post-blocker-note';
import { CountySelect } from '../../../components/county-select';

export { ITEM_FORM_STATUS_ID } from './post-blocker-note';

export interface ItemFormHandle {
  reset(values: ItemFormInput): void;
  values(): ItemFormInput;
}

interface ItemFormProps {
  defaultValues: ItemFormInput;
  photos: PhotoUploads;
  onValid: (values: ItemFields) => void;
  footer: ReactNode;
}

export const ItemForm = forwardRef<ItemFormHandle, ItemFormProps>(function ItemForm({ defaultValues, photos, onValid, footer }, ref) {
  const { t, i18n } = useTranslation(ITEMS_NS);
  const categories = useCategories().data ?? [];
  const form = useForm({ resolver: zodResolver(itemFormSchema), defaultValues });
  const { errors } = form.formState;
  useImperativeHandle(ref, () => ({ reset: (values) => form.reset(values), values: () => form.getValues() }), [form]);

  const categoryId = form.watch('categoryId');
  const isDocuments = isDocumentsCategory(categories.find((c) => String(c.id) === String(categoryId)));

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="space-y-5">
      {/* Photo first: a finder holding the item photographs it before typing (issue 19, point 11). */}
      <PhotoPicker photos={photos} label={t('form.photos')} hint={t('form.photosHint')} />
      <TextField label={t('form.title')} placeholder={t('form.titlePlaceholder')} maxLength={200} error={errors.title?.message} {...form.register('title')} />
      <div className="grid gap-5 sm:grid-cols-2">
        {/* Re-mounted when the categories arrive, so the saved choice is selected among them. */}
        <SelectField key={categories.length} label={t('form.category')} error={errors.categoryId?.message} {...form.register('categoryId')}>
          <option value="">{t('form.chooseCategory')}</option>
          {categories.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {categoryDisplayName(c.name, i18n.language)}
            </option>
          ))}
        </SelectField>
        <CountySelect label={t('form.county')} error={errors.location?.message} {...form.register('location')} />
      </div>
      {isDocuments && <DocumentsWarning />}
      {isDocuments && (
        <TextField
          label={t('form.documentNumber')}
          placeholder={t('form.documentNumberPlaceholder')}
          hint={t('form.documentNumberHint')}
          maxLength={60}
          autoComplete="off"
          error={errors.documentNumber?.message}
          {...form.register('documentNumber')}
        />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('form.nearLocation')}
          placeholder={t('form.nearPlaceholder')}
          maxLength={300}
          error={errors.nearLocation?.message}
          {...form.register('nearLocation')}
        />
        <TextField label={t('form.dateFound')} type="date" max={todayInNairobi()} error={errors.dateFound?.message} {...form.register('dateFound')} />
      </div>
      <TextAreaField
        label={t('form.description')}
        placeholder={t('form.descriptionPlaceholder')}
        hint={t('form.noPhones')}
        rows={4}
        error={errors.description?.message}
        {...form.register('description')}
      />

      <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t('form.questions')}</legend>
        <p className="text-xs text-slate-500">{t('form.questionsHint')}</p>
        {([1, 2, 3] as const).map((number) => (
          <div key={number} className="space-y-2">
            <TextField
              label={number === 1 ? t('form.question', { number }) : t('form.questionOptional', { number })}
              placeholder={number === 1 ? t('form.questionPlaceholder') : undefined}
              maxLength={500}
              error={errors[`verificationQuestion${number}`]?.message}
              {...form.register(`verificationQuestion${number}`)}
            />
            <TextField
              label={t('form.answer')}
              maxLength={200}
              className="text-sm"
              error={errors[`verificationAnswer${number}`]?.message}
              {...form.register(`verificationAnswer${number}`)}
            />
          </div>
        ))}
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input type="checkbox" className="mt-1 h-4 w-4 rounded border-slate-300" {...form.register('requiresProofPhoto')} />
          {t('form.proofPhoto')}
        </label>
      </fieldset>

      <PostBlockerNote waitingPhotos={photos.waitingCount} errors={form.formState.submitCount > 0 ? errors : {}} />
      {footer}
    </form>
  );
});
