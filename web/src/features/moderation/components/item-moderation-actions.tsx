/**
 * Hide (or Show) and Delete for one item, for admins on the compact search list
 * (docs/product/admin-and-platform.md, Admin Item Management). Hide and delete ask for a reason.
 */
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { apiErrorText } from '../../../lib/api-error-text';
import { useHideItem, useRemoveItem, useUnhideItem } from '../api/moderate-item';
import { MODERATION_NS } from '../i18n';
import { ReasonDialog } from './reason-dialog';

export interface ModeratedItem {
  id: number;
  title: string;
  isHidden: boolean;
}

export interface ItemModerationActionsProps {
  item: ModeratedItem;
  /** Refreshes whatever list shows the item. */
  onChanged: () => void;
}

export default function ItemModerationActions({ item, onChanged }: ItemModerationActionsProps) {
  const { t } = useTranslation(MODERATION_NS);
  const hide = useHideItem();
  const unhide = useUnhideItem();
  const remove = useRemoveItem();
  const [dialog, setDialog] = useState<'hide' | 'delete' | null>(null);

  const succeeded = (message: string) => {
    toast({ title: t('success'), description: message, variant: 'success' });
    setDialog(null);
    onChanged();
  };
  // A 4xx in the reader's words (by its code, else the server's sentence), else the spec's fallback.
  const failed = (fallback: string) => (error: unknown) => {
    const serverText = error instanceof ApiError && error.isRefusal && error.code !== 'UNAUTHORIZED' ? apiErrorText(error, '') : '';
    toast({ title: t('error'), description: serverText || fallback, variant: 'destructive' });
  };

  return (
    <div className="flex gap-2">
      {item.isHidden ? (
        <Button
          size="sm"
          variant="outline"
          aria-label={t('showLabel', { title: item.title })}
          disabled={unhide.isPending}
          onClick={() => unhide.mutate({ id: item.id }, { onSuccess: () => succeeded(t('shown')), onError: failed(t('unhideFailed')) })}
        >
          {t('show')}
        </Button>
      ) : (
        <Button size="sm" variant="outline" aria-label={t('hideLabel', { title: item.title })} onClick={() => setDialog('hide')}>
          {t('hide')}
        </Button>
      )}
      <Button
        size="sm"
        variant="outline"
        className="border-red-300 hover:bg-red-50"
        aria-label={t('deleteLabel', { title: item.title })}
        onClick={() => setDialog('delete')}
      >
        {t('delete')}
      </Button>

      {dialog === 'hide' && (
        <ReasonDialog
          title={t('hideDialog.title', { title: item.title })}
          description={t('hideDialog.description')}
          confirmLabel={t('hideDialog.confirm')}
          pending={hide.isPending}
          onClose={() => setDialog(null)}
          onConfirm={(reason) => hide.mutate({ id: item.id, reason }, { onSuccess: () => succeeded(t('hidden')), onError: failed(t('hideFailed')) })}
        />
      )}
      {dialog === 'delete' && (
        <ReasonDialog
          title={t('deleteDialog.title')}
          description={t('deleteDialog.description', { title: item.title })}
          confirmLabel={t('deleteDialog.confirm')}
          danger
          pending={remove.isPending}
          onClose={() => setDialog(null)}
          onConfirm={(reason) => remove.mutate({ id: item.id, reason }, { onSuccess: () => succeeded(t('removed')), onError: failed(t('deleteFailed')) })}
        />
      )}
    </div>
  );
}
