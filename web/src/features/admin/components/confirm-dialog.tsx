import type { ReactNode } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n';
import { ADMIN_NS } from '../i18n';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  pending?: boolean;
  disabled?: boolean;
  danger?: boolean;
  children?: ReactNode;
}

/** A dialog that asks before an admin action; the confirm button waits for the answer. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm, pending, disabled, danger, children }: ConfirmDialogProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!disabled && !pending) onConfirm();
        }}
        className="space-y-4"
      >
        {children}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={disabled || pending}>
            {pending ? t('common.saving') : confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
