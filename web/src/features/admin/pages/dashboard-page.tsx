/** /admin/dashboard: the cards, what is waiting, recent activity and a 30-day chart; every 30 s. */
import { Link } from 'wouter';
import { ROUTES } from '@okota/shared/routes';
import { useTranslation } from '../../../i18n';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { formatKsh, formatRelative } from '../../../lib/format';
import { ADMIN_NS } from '../i18n';
import { useDashboard } from '../api/get-overview';
import type { ActivityEntry } from '../api/types';
import { AdminGuard } from '../components/admin-guard';
import { AdminLayout } from '../components/admin-layout';
import { ActivityChart } from '../components/activity-chart';
import { SmsCard } from '../components/sms-card';
import { WhatsappCard } from '../components/whatsapp-card';
import { ErrorState, StatCard } from '../components/states';

export default function DashboardPage() {
  return (
    <AdminGuard>
      <AdminDashboard />
    </AdminGuard>
  );
}

const activityDot: Record<ActivityEntry['type'], string> = {
  user: 'bg-blue-500',
  item: 'bg-brand-600',
  claim: 'bg-amber-500',
  payment: 'bg-green-600',
  report: 'bg-red-500',
};

function AdminDashboard() {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const query = useDashboard();
  const d = query.data;

  const activityText = (entry: ActivityEntry) =>
    t(`dashboard.activityText.${entry.type}`, {
      subject: entry.type === 'report' ? t(`dashboard.reportTarget.${entry.subject}`, { defaultValue: entry.subject }) : entry.subject,
    });

  const pending = d
    ? [
        { label: t('dashboard.pending.verifications'), count: d.pendingVerifications, href: `${ROUTES.adminVerifications}?status=pending` },
        { label: t('dashboard.pending.reports'), count: d.openReports, href: ROUTES.adminReports },
        { label: t('dashboard.pending.held'), count: d.heldItems, href: `${ROUTES.adminItems}?status=held` },
        { label: t('dashboard.pending.users'), count: d.pendingUsers, href: ROUTES.adminUsers },
        { label: t('dashboard.pending.messages'), count: d.unreadMessages, href: ROUTES.adminMessages },
      ]
    : [];

  return (
    <AdminLayout title={t('dashboard.title')} subtitle={t('common.refreshEvery')}>
      {query.isError && !d ? (
        <ErrorState onRetry={() => query.refetch()} />
      ) : !d ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <div className="space-y-6">
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard label={t('dashboard.cards.users')} value={d.totalUsers} hint={t('dashboard.cards.usersSub', { count: d.activeUsers })} />
            <StatCard label={t('dashboard.cards.items')} value={d.totalItems} hint={t('dashboard.cards.itemsSub', { count: d.claimedItems })} />
            <StatCard
              label={t('dashboard.cards.revenue')}
              value={formatKsh(d.platformRevenue)}
              hint={t('dashboard.cards.revenueSub', { count: d.totalPayments })}
            />
            <StatCard label={t('dashboard.cards.successRate')} value={`${d.successRate}%`} hint={t('dashboard.cards.successSub')} />
          </div>

          <div className="grid gap-6 lg:grid-cols-3">
            <Card className="p-5 lg:col-span-1">
              <h2 className="text-lg font-bold">{t('dashboard.pending.title')}</h2>
              <ul className="mt-3 divide-y divide-slate-100">
                {pending.map((p) => (
                  <li key={p.label}>
                    <Link href={p.href} className="flex items-center justify-between gap-3 py-3 hover:text-brand-700">
                      <span className="text-sm">{p.label}</span>
                      <span
                        className={`min-w-9 rounded-full px-2.5 py-0.5 text-center text-sm font-bold ${p.count > 0 ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-600'}`}
                      >
                        {p.count}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </Card>
            <Card className="p-5 lg:col-span-2">
              <h2 className="text-lg font-bold">{t('dashboard.activity.title')}</h2>
              {d.recentActivity.length === 0 ? (
                <p className="mt-3 text-sm text-slate-600">{t('dashboard.activity.empty')}</p>
              ) : (
                <ul className="mt-3 space-y-3">
                  {d.recentActivity.map((entry) => (
                    <li key={entry.id} className="flex items-start gap-3">
                      <span aria-hidden="true" className={`mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full ${activityDot[entry.type]}`} />
                      <div className="min-w-0">
                        <p className="break-words text-sm text-slate-900">{activityText(entry)}</p>
                        <p className="text-xs text-slate-500">{formatRelative(entry.timestamp, i18n.language)}</p>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </div>

          <Card className="p-5">
            <h2 className="text-lg font-bold">{t('dashboard.chart.title')}</h2>
            <div className="mt-4">
              <ActivityChart series={d.series} />
            </div>
          </Card>

          {d.sms && <SmsCard stats={d.sms} />}
          <WhatsappCard />
        </div>
      )}
    </AdminLayout>
  );
}
