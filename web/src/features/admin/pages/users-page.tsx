import { useTranslation } from '../../../i18n';
import { ADMIN_NS } from '../i18n';
import { AdminLayout } from '../components/admin-layout';
import { AdminGuard } from '../components/admin-guard';
import { UsersPanel } from '../components/users-panel';

export default function UsersPage() {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <AdminGuard>
      <AdminLayout title={t('users.title')}>
        <UsersPanel liftLabel="activate" />
      </AdminLayout>
    </AdminGuard>
  );
}
