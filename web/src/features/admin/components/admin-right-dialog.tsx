/** Asks before giving someone the admin right (they will see every user's details) or taking it back. */
import { useTranslation } from '../../../i18n';
import { ADMIN_NS } from '../i18n';
import { useSetAdminRight } from '../api/users';
import type { AdminUser } from '../api/types';
import { ConfirmDialog } from './confirm-dialog';
import { failureToast, successToast } from './failure-toast';

export function AdminRightDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const setRight = useSetAdminRight();
  const isAdmin = user.role !== 'admin';
  const name = `${user.firstName} ${user.lastName}`;
  const words = isAdmin ? 'users.makeAdmin' : 'users.removeAdmin';
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(`${words}.title`, { name })}
      description={t(`${words}.body`)}
      confirmLabel={t(`${words}.confirm`)}
      danger={!isAdmin}
      pending={setRight.isPending}
      onConfirm={() =>
        setRight.mutate(
          { id: user.id, isAdmin },
          {
            onSuccess: () => {
              successToast(t('common.success'), t(`${words}.done`, { name }));
              onClose();
            },
            onError: (error) => failureToast(t('common.error'), error, t('common.tryLater')),
          },
        )
      }
    />
  );
}
