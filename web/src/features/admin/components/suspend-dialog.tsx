import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { TextAreaField } from '../../../components/ui/field';
import { ADMIN_NS } from '../i18n';
import { useSuspendUser } from '../api/users';
import type { AdminUser } from '../api/types';
import { ConfirmDialog } from './confirm-dialog';
import { failureToast, successToast } from './failure-toast';

/** Suspend: a reason is required; an extra message and the e-mail are optional. */
export function SuspendDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const suspend = useSuspendUser();
  const [reason, setReason] = useState('');
  const [customMessage, setCustomMessage] = useState('');
  const [sendEmail, setSendEmail] = useState(false);

  const submit = () => {
    suspend.mutate(
      { id: user.id, reason: reason.trim(), customMessage: customMessage.trim() || undefined, sendEmail },
      {
        onSuccess: (answer) => {
          successToast(t('users.suspend.success'), sendEmail && !answer.emailSent ? t('users.suspend.emailNotSent') : undefined);
          onClose();
        },
        onError: (error) => failureToast(t('users.suspend.failed'), error, t('common.tryLater')),
      },
    );
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('users.suspend.title', { name: `${user.firstName} ${user.lastName}` })}
      description={t('users.suspend.description')}
      confirmLabel={t('users.suspend.confirm')}
      danger
      disabled={!reason.trim()}
      pending={suspend.isPending}
      onConfirm={submit}
    >
      <TextAreaField
        label={t('users.suspend.reason')}
        placeholder={t('users.suspend.reasonPlaceholder')}
        value={reason}
        maxLength={500}
        required
        onChange={(e) => setReason(e.target.value)}
      />
      <TextAreaField label={t('users.suspend.message')} value={customMessage} maxLength={1000} onChange={(e) => setCustomMessage(e.target.value)} />
      <label className="flex items-center gap-3 text-sm text-slate-800">
        <input type="checkbox" className="h-5 w-5 accent-brand-700" checked={sendEmail} onChange={(e) => setSendEmail(e.target.checked)} />
        {t('users.suspend.sendEmail')}
      </label>
    </ConfirmDialog>
  );
}
