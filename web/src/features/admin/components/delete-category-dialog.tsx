/**
 * Deleting a category: an empty one goes at once; one that holds items asks where its items (and
 * owners' lost reports) should move, because an item cannot be left without a category.
 */
import { useId, useState } from 'react';
import { categoryDisplayName } from '@okota/shared/category-names';
import { useTranslation } from '../../../i18n';
import { ADMIN_NS } from '../i18n';
import type { AdminCategory } from '../api/types';
import { ConfirmDialog } from './confirm-dialog';

export interface DeleteCategoryDialogProps {
  category: AdminCategory;
  others: AdminCategory[];
  pending: boolean;
  onClose: () => void;
  onConfirm: (moveTo?: number) => void;
}

export function DeleteCategoryDialog({ category, others, pending, onClose, onConfirm }: DeleteCategoryDialogProps) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const selectId = useId();
  const [moveTo, setMoveTo] = useState('');
  const holdsItems = category.itemCount > 0;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('categories.deleteDialog.title', { name: categoryDisplayName(category.name, i18n.language) })}
      description={holdsItems ? t('categories.deleteDialog.moveBody', { count: category.itemCount }) : t('categories.deleteDialog.body')}
      confirmLabel={holdsItems ? t('categories.deleteDialog.moveConfirm') : t('categories.deleteDialog.confirm')}
      danger
      pending={pending}
      disabled={holdsItems && !moveTo}
      onConfirm={() => onConfirm(holdsItems ? Number(moveTo) : undefined)}
    >
      {holdsItems && (
        <div className="space-y-1.5">
          <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
            {t('categories.deleteDialog.moveTo')}
          </label>
          <select
            id={selectId}
            required
            value={moveTo}
            onChange={(event) => setMoveTo(event.target.value)}
            className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900"
          >
            <option value="">{t('categories.deleteDialog.choose')}</option>
            {others.map((other) => (
              <option key={other.id} value={other.id}>
                {categoryDisplayName(other.name, i18n.language)}
              </option>
            ))}
          </select>
        </div>
      )}
    </ConfirmDialog>
  );
}
