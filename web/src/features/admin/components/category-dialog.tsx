import { useState } from 'react';
import { MESSAGE_KEYS } from '@okota/shared/messages';
import { useTranslation } from '../../../i18n';
import { messageWords } from '../../../i18n/validation';
import { SelectField, TextField } from '../../../components/ui/field';
import { CategoryIcon } from '../../../components/category-icon';
import { ADMIN_NS } from '../i18n';
import { useCreateCategory, useUpdateCategory } from '../api/categories';
import type { AdminCategory } from '../api/types';
import { ConfirmDialog } from './confirm-dialog';
import { failureToast, successToast } from './failure-toast';

/** The icons the web app can draw (components/category-icon.tsx). */
export const CATEGORY_ICONS = ['smartphone', 'file-text', 'wallet', 'briefcase', 'key', 'gem', 'shirt', 'paw-print', 'package'] as const;

/** Add (no category given) or edit a category; name and icon are both required. */
export function CategoryDialog({ category, onClose }: { category?: AdminCategory; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const [name, setName] = useState(category?.name ?? '');
  const [icon, setIcon] = useState(category?.icon ?? 'package');
  const [description, setDescription] = useState(category?.description ?? '');
  const [error, setError] = useState('');
  const pending = create.isPending || update.isPending;

  const submit = () => {
    if (!name.trim() || !icon.trim()) return setError(messageWords(MESSAGE_KEYS.categoryFields));
    setError('');
    const input = { name: name.trim(), icon, description: description.trim() || undefined };
    const onSuccess = () => {
      successToast(t('common.success'), t(category ? 'categories.updated' : 'categories.created'));
      onClose();
    };
    const onError = (e: unknown) => failureToast(t('common.error'), e, t(category ? 'categories.updateFailed' : 'categories.createFailed'));
    if (category) update.mutate({ id: category.id, ...input }, { onSuccess, onError });
    else create.mutate(input, { onSuccess, onError });
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(category ? 'categories.dialog.editTitle' : 'categories.dialog.addTitle')}
      confirmLabel={t('common.save')}
      pending={pending}
      onConfirm={submit}
    >
      <TextField label={t('categories.dialog.name')} value={name} maxLength={100} error={error || undefined} onChange={(e) => setName(e.target.value)} />
      <div className="flex items-end gap-3">
        <div className="flex-1">
          <SelectField label={t('categories.dialog.icon')} value={icon} onChange={(e) => setIcon(e.target.value)}>
            {!CATEGORY_ICONS.includes(icon as never) && <option value={icon}>{icon}</option>}
            {CATEGORY_ICONS.map((key) => (
              <option key={key} value={key}>
                {t(`categories.icons.${key}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <span aria-label={t('categories.dialog.preview')} className="mb-1 rounded-full bg-brand-50 p-3 text-brand-700">
          <CategoryIcon name={icon} />
        </span>
      </div>
      <TextField label={t('categories.dialog.description')} value={description} maxLength={500} onChange={(e) => setDescription(e.target.value)} />
    </ConfirmDialog>
  );
}
