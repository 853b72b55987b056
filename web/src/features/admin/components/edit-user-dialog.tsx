import { useState } from 'react';
import { MESSAGE_KEYS } from '@okota/shared/messages';
import { formatPhoneLocal } from '@okota/shared/phone';
import { useTranslation } from '../../../i18n';
import { messageWords } from '../../../i18n/validation';
import { TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { ADMIN_NS } from '../i18n';
import { useEditUser } from '../api/users';
import type { AdminUser } from '../api/types';
import { ConfirmDialog } from './confirm-dialog';
import { failureToast, successToast } from './failure-toast';

export function EditUserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const edit = useEditUser();
  const [email, setEmail] = useState(user.email ?? '');
  const [phone, setPhone] = useState(formatPhoneLocal(user.phone));

  const submit = () => {
    if (!email.trim() || !phone.trim()) {
      toast({ title: t('users.edit.missingTitle'), description: messageWords(MESSAGE_KEYS.editUserFields), variant: 'destructive' });
      return;
    }
    edit.mutate(
      { id: user.id, email: email.trim(), phone: phone.trim() },
      {
        onSuccess: () => {
          successToast(t('users.edit.success'));
          onClose();
        },
        onError: (error) => failureToast(t('users.edit.failed'), error, t('common.tryLater')),
      },
    );
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('users.edit.title')}
      description={t('users.edit.description', { name: `${user.firstName} ${user.lastName}` })}
      confirmLabel={t('common.save')}
      pending={edit.isPending}
      onConfirm={submit}
    >
      <TextField label={t('users.edit.email')} type="email" inputMode="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
      <TextField label={t('users.edit.phone')} type="tel" inputMode="tel" autoComplete="off" value={phone} onChange={(e) => setPhone(e.target.value)} />
    </ConfirmDialog>
  );
}
