/** Hide (a reason is required) and remove (reason 'Admin removal') an item. */
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { TextAreaField } from '../../../components/ui/field';
import { ADMIN_NS } from '../i18n';
import { useHideItem, useRemoveItem } from '../api/items';
import type { AdminItem } from '../api/types';
import { ConfirmDialog } from './confirm-dialog';
import { failureToast, successToast } from './failure-toast';

export const ADMIN_REMOVAL_REASON = 'Admin removal';

export function HideItemDialog({ item, onClose }: { item: AdminItem; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const hide = useHideItem();
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('items.hideDialog.title', { title: item.title })}
      description={t('items.hideDialog.description')}
      confirmLabel={t('items.hideDialog.confirm')}
      disabled={!reason.trim()}
      pending={hide.isPending}
      onConfirm={() =>
        hide.mutate(
          { id: item.id, reason: reason.trim() },
          {
            onSuccess: () => {
              successToast(t('common.success'), t('items.hiddenToast'));
              onClose();
            },
            onError: (error) => failureToast(t('common.error'), error, t('items.hideFailed')),
          },
        )
      }
    >
      <TextAreaField
        label={t('items.hideDialog.reason')}
        placeholder={t('items.hideDialog.reasonPlaceholder')}
        value={reason}
        maxLength={500}
        required
        onChange={(e) => setReason(e.target.value)}
      />
    </ConfirmDialog>
  );
}

export function RemoveItemDialog({ item, onClose }: { item: AdminItem; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const remove = useRemoveItem();
  const [sendEmail, setSendEmail] = useState(false);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('items.deleteDialog.title')}
      description={t('items.deleteDialog.question', { title: item.title })}
      confirmLabel={t('items.deleteDialog.confirm')}
      danger
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(
          { id: item.id, reason: ADMIN_REMOVAL_REASON, sendEmail },
          {
            onSuccess: () => {
              successToast(t('common.success'), t('items.removedToast'));
              onClose();
            },
            onError: (error) => failureToast(t('common.error'), error, t('items.deleteFailed')),
          },
        )
      }
    >
      <p className="text-sm text-slate-600">{t('items.deleteDialog.note')}</p>
      <label className="flex items-center gap-3 text-sm text-slate-800">
        <input type="checkbox" className="h-5 w-5 accent-brand-700" checked={sendEmail} onChange={(e) => setSendEmail(e.target.checked)} />
        {t('items.deleteDialog.sendEmail')}
      </label>
    </ConfirmDialog>
  );
}
