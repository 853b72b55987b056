/** /admin/settings: the payment numbers, the fee form and how payments flow. */
import { useTranslation } from '../../../i18n';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { formatKsh } from '../../../lib/format';
import { ADMIN_NS } from '../i18n';
import { usePaymentStats } from '../api/get-overview';
import { useSettings } from '../api/fee-settings';
import { AdminGuard } from '../components/admin-guard';
import { AdminLayout } from '../components/admin-layout';
import { FeeForm } from '../components/fee-form';
import { ErrorState, StatCard } from '../components/states';

export default function SettingsPage() {
  return (
    <AdminGuard>
      <PaymentSettings />
    </AdminGuard>
  );
}

function PaymentSettings() {
  const { t, tObject } = useTranslation(ADMIN_NS);
  const stats = usePaymentStats();
  const settings = useSettings();
  const value = (key: string) => Number(settings.data?.find((s) => s.key === key)?.value);
  const s = stats.data;

  return (
    <AdminLayout title={t('settings.title')} subtitle={t('settings.subtitle')}>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label={t('settings.stats.totalPayments')} value={s ? s.totalPayments : '…'} hint={t('settings.statsHint.totalPayments')} />
        <StatCard label={t('settings.stats.platformRevenue')} value={s ? formatKsh(s.platformRevenue) : '…'} hint={t('settings.statsHint.platformRevenue')} />
        <StatCard label={t('settings.stats.finderPayments')} value={s ? formatKsh(s.finderPayments) : '…'} hint={t('settings.statsHint.finderPayments')} />
        <StatCard label={t('settings.stats.successRate')} value={s ? `${s.successRate}%` : '…'} hint={t('settings.statsHint.successRate')} />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        {settings.isError && !settings.data ? (
          <ErrorState onRetry={() => settings.refetch()} />
        ) : !settings.data ? (
          <Spinner />
        ) : (
          // Not keyed by the values: a remount after saving would drop the success message.
          <FeeForm finderAmount={value('finder_amount')} platformAmount={value('platform_amount')} />
        )}
        <Card className="p-5">
          <h2 className="text-lg font-bold">{t('settings.automatic.title')}</h2>
          <ol className="mt-4 space-y-3">
            {tObject<string[]>('settings.automatic.steps').map((step, index) => (
              <li key={step} className="flex gap-3 text-sm text-slate-700">
                <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800">{index + 1}</span>
                <span className="pt-1">{step}</span>
              </li>
            ))}
          </ol>
        </Card>
      </div>
    </AdminLayout>
  );
}
