/** Approve asks for confirmation; reject (and withdraw) asks for an optional reason; cancel aborts. */
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { useTranslation } from '../../../i18n';
import { CLAIMS_NS } from '../i18n';

interface DecisionDialogProps {
  open: boolean;
  claimerName: string;
  busy: boolean;
  onCancel: () => void;
}

export function ApproveDialog({ open, claimerName, busy, onCancel, onConfirm }: DecisionDialogProps & { onConfirm: () => void }) {
  const { t } = useTranslation(CLAIMS_NS);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      dismissible={!busy}
      size="sm"
      title={t('finder.confirmApproveTitle')}
      description={t('finder.confirmApproveBody', { name: claimerName })}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {t('common:cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={busy}>
          {t('finder.approve')}
        </Button>
      </div>
    </Dialog>
  );
}

export function RejectDialog({ open, busy, revoking, onCancel, onConfirm }: DecisionDialogProps & { revoking: boolean; onConfirm: (reason: string) => void }) {
  const { t } = useTranslation(CLAIMS_NS);
  const [reason, setReason] = useState('');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      dismissible={!busy}
      size="sm"
      title={revoking ? t('finder.revokeTitle') : t('finder.rejectTitle')}
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(reason.trim());
        }}
      >
        <TextAreaField
          label={t('finder.rejectReason')}
          hint={t('finder.rejectHint')}
          placeholder={t('finder.rejectPlaceholder')}
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {revoking ? t('finder.revoke') : t('finder.reject')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
