/** /admin: the three-tab overview (Site Analytics, Settings, User Management). */
import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from '../../../i18n';
import { ADMIN_NS } from '../i18n';
import { useSiteStats } from '../api/get-overview';
import { AdminGuard } from '../components/admin-guard';
import { AdminLayout } from '../components/admin-layout';
import { AnalyticsPanel } from '../components/analytics-panel';
import { LegacyFeeFields } from '../components/legacy-fee-fields';
import { UsersPanel } from '../components/users-panel';
import { StatCard } from '../components/states';

export default function OverviewPage() {
  return (
    <AdminGuard>
      <Overview />
    </AdminGuard>
  );
}

const TAB_CLASS =
  'whitespace-nowrap rounded-lg px-4 py-2 text-sm font-medium text-slate-700 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow';

function Overview() {
  const { t } = useTranslation(ADMIN_NS);
  const stats = useSiteStats().data;
  const show = (value: number | undefined, suffix = '') => (value === undefined ? '…' : `${value}${suffix}`);
  return (
    <AdminLayout title={t('overview.title')} subtitle={t('overview.subtitle')}>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label={t('overview.cards.totalUsers')} value={show(stats?.totalUsers)} />
        <StatCard label={t('overview.cards.totalItems')} value={show(stats?.totalItems)} />
        <StatCard label={t('overview.cards.activeItems')} value={show(stats?.activeItems)} />
        <StatCard label={t('overview.cards.successRate')} value={show(stats?.successRate, '%')} />
      </div>
      <Tabs.Root defaultValue="analytics" className="mt-6">
        <Tabs.List aria-label={t('overview.title')} className="flex w-full gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1 sm:w-max">
          <Tabs.Trigger value="analytics" className={TAB_CLASS}>
            {t('overview.tabs.analytics')}
          </Tabs.Trigger>
          <Tabs.Trigger value="settings" className={TAB_CLASS}>
            {t('overview.tabs.settings')}
          </Tabs.Trigger>
          <Tabs.Trigger value="users" className={TAB_CLASS}>
            {t('overview.tabs.users')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="analytics" className="mt-4">
          <AnalyticsPanel />
        </Tabs.Content>
        <Tabs.Content value="settings" className="mt-4 max-w-xl">
          <LegacyFeeFields />
        </Tabs.Content>
        <Tabs.Content value="users" className="mt-4">
          <UsersPanel liftLabel="unsuspend" />
        </Tabs.Content>
      </Tabs.Root>
    </AdminLayout>
  );
}
