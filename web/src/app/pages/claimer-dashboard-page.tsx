/**
 * /claimer-dashboard, "Things I lost" (docs/product/user-flows.md section 2; docs/decisions/0216): figures
 * computed as section 9 says (the success rate once it means something), and the tabs Overview,
 * My Claims, Payments and Search Tips. Signed-out visitors see Access Denied.
 */
import { useEffect } from 'react';
import { Link } from 'wouter';
import { claimerStats } from '@okota/shared';
import { ClaimerClaimsList, useMyClaims } from '../../features/claims';
import { ClaimerPaymentsPanel, isHandoverDone, isRefundStatus, useMyPayments } from '../../features/payments';
import { LOST_REPORTS_TAB, MyLostReportsPanel, useLostReportsTabLabel } from '../../features/lost-reports';
import { AccessDenied } from '../../components/access-denied';
import { buttonClass } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useTranslation } from '../../i18n';
import { setAccountMode, useSession, type SessionUser } from '../../lib/session';
import { ClaimerOverviewTab } from './claimer-dashboard/overview-tab';
import { ResumeClaimDialog } from './claimer-dashboard/resume-claim-dialog';
import { SearchTipsTab } from './claimer-dashboard/search-tips-tab';
import { CLAIMER_NS } from './claimer-dashboard/i18n';
import { DashboardTabs, useTabParam } from './dashboard/dashboard-tabs';
import { DASHBOARD_NS } from './dashboard/i18n';
import { isRateMeaningful, useIsFirstVisit } from './dashboard/meaningful';
import { StatCard, StatGrid } from './dashboard/stat-card';
import { LoadError } from './dashboard/states';
import { ROUTES } from '@okota/shared/routes';

const TABS = ['overview', 'claims', 'payments', LOST_REPORTS_TAB, 'tips'] as const;

export default function ClaimerDashboardPage() {
  const { t } = useTranslation(CLAIMER_NS);
  const { user, isLoading } = useSession();
  if (!user) return isLoading ? <Spinner className="py-24" /> : <AccessDenied message={t('accessDenied')} />;
  return <ClaimerDashboard user={user} />;
}

function ClaimerDashboard({ user }: { user: SessionUser }) {
  const { t } = useTranslation(CLAIMER_NS);
  const common = useTranslation(DASHBOARD_NS).t;
  const claims = useMyClaims();
  const payments = useMyPayments();
  const [tab, setTab] = useTabParam(TABS, 'overview');
  const lostReportsLabel = useLostReportsTabLabel();
  const isFirstVisit = useIsFirstVisit(user.id);
  // Where / leads next time: the dashboard opened last, never a question.
  useEffect(() => setAccountMode('claimer'), []);

  if (claims.isPending) return <Spinner label={common('loading')} className="py-24" />;

  const stats = claimerStats(claims.data ?? [], payments.data?.payments ?? []);
  // A refunded payment leaves its claim approved and unpaid (GET /api/my-verifications says no more):
  // those items are not offered for payment again.
  const paidBackItemIds = new Set(payments.data?.payments.filter((p) => p.role === 'claimer' && isRefundStatus(p.status)).map((p) => p.itemId));
  // Hand-over done: the claim says so, never "arrange the hand-over" again (issue 25).
  const doneItemIds = new Set(payments.data?.payments.filter((p) => p.role === 'claimer' && isHandoverDone(p)).map((p) => p.itemId));
  const awaitingPayment = claims.data?.filter((c) => c.status === 'approved' && !c.hasPaid && !paidBackItemIds.has(c.itemId)).length ?? 0;
  const itemsClaimed = payments.isPending ? '…' : payments.isError ? '–' : stats.itemsClaimed;
  const decided = claims.data?.filter((c) => c.status === 'approved' || c.status === 'rejected').length ?? 0;
  const showRate = isRateMeaningful(decided);

  return (
    <main className="mx-auto w-full max-w-7xl space-y-5 px-4 py-6 sm:py-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{t('title')}</p>
          <h1 className="break-words text-2xl font-extrabold text-slate-900 sm:text-3xl">
            {t(isFirstVisit ? 'welcomeFirst' : 'welcome', { name: user.firstName })}
          </h1>
          <p className="mt-1 text-slate-600">{t('subtitle')}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Link href={ROUTES.search} className={buttonClass('primary', 'lg')}>
            {t('search')}
          </Link>
          <Link href={ROUTES.finderDashboard} className={buttonClass('outline', 'lg')}>
            {t('other')}
          </Link>
        </div>
      </header>

      {claims.isError ? (
        <LoadError onRetry={() => claims.refetch()} />
      ) : (
        <StatGrid className={showRate ? 'grid-cols-3' : ''}>
          <StatCard tone="green" label={t('stats.itemsClaimed')} value={itemsClaimed} />
          <StatCard tone="amber" label={t('stats.pendingClaims')} value={stats.pendingClaims} />
          {showRate && <StatCard tone="brand" label={t('stats.successRate')} value={`${stats.successRate}%`} />}
        </StatGrid>
      )}

      <DashboardTabs
        label={t('tabs.label')}
        value={tab}
        onValueChange={setTab}
        tabs={[
          {
            value: 'overview',
            label: t('tabs.overview'),
            content: <ClaimerOverviewTab claims={claims.data ?? []} onShowClaims={() => setTab('claims')} paidBackItemIds={paidBackItemIds} />,
          },
          {
            value: 'claims',
            label: t('tabs.claims'),
            badge: awaitingPayment,
            content: <ClaimerClaimsList paidBackItemIds={paidBackItemIds} doneItemIds={doneItemIds} />,
          },
          { value: 'payments', label: t('tabs.payments'), content: <ClaimerPaymentsPanel /> },
          { value: LOST_REPORTS_TAB, label: lostReportsLabel, content: <MyLostReportsPanel /> },
          { value: 'tips', label: t('tabs.tips'), content: <SearchTipsTab /> },
        ]}
      />

      <ResumeClaimDialog userId={user.id} claims={claims.data} />
    </main>
  );
}
