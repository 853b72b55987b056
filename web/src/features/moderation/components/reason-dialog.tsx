/** Asks an admin for the reason of a hide or a removal; confirming waits for a non-blank one. */
import { useState } from 'react';
import { reasonSchema } from '@okota/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { useTranslation } from '../../../i18n';
import { MODERATION_NS } from '../i18n';

export interface ReasonDialogProps {
  title: string;
  description: string;
  confirmLabel: string;
  danger?: boolean;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

export function ReasonDialog({ title, description, confirmLabel, danger, pending, onConfirm, onClose }: ReasonDialogProps) {
  const { t } = useTranslation(MODERATION_NS);
  const [reason, setReason] = useState('');
  const parsed = reasonSchema.safeParse({ reason });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} description={description}>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (parsed.success && !pending) onConfirm(parsed.data.reason);
        }}
      >
        <TextAreaField
          label={t('reason')}
          placeholder={t('reasonPlaceholder')}
          value={reason}
          maxLength={500}
          required
          onChange={(e) => setReason(e.target.value)}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={!parsed.success || pending}>
            {pending ? t('working') : confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
