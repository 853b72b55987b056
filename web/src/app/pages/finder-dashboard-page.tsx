/**
 * /finder-dashboard, "Things I found" (docs/product/user-flows.md section 2; docs/decisions/0216, 0233): welcome header, Post New Item, the pending-claims
 * banner, the next step on each item an owner paid for, five figures computed as section 9 says, and seven tabs. Signed-out visitors see
 * Access Denied.
 */
import { useEffect } from 'react';
import { Link } from 'wouter';
import { finderStats } from '@okota/shared';
import { FinderClaimsPanel, PendingClaimsBanner, useClaimsOnMyItems } from '../../features/claims';
import { PushSettingsCard } from '../../features/notifications';
import { FinderEarningsPanel, useMyPayments } from '../../features/payments';
import { UserReviewsPanel } from '../../features/reviews';
import { AccessDenied } from '../../components/access-denied';
import { buttonClass } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useTranslation } from '../../i18n';
import { setAccountMode, useSession, type SessionUser } from '../../lib/session';
import { useMyItems } from './dashboard/api';
import { DashboardTabs, useTabParam } from './dashboard/dashboard-tabs';
import { DASHBOARD_NS } from './dashboard/i18n';
import { LanguageCard } from './dashboard/language-card';
import { isRateMeaningful, useIsFirstVisit } from './dashboard/meaningful';
import { StatCard, StatGrid } from './dashboard/stat-card';
import { LoadError, SectionCard } from './dashboard/states';
import { AnalyticsTab } from './finder-dashboard/analytics-tab';
import { FINDER_NS } from './finder-dashboard/i18n';
import { ItemsTab } from './finder-dashboard/items-tab';
import { NextStepsCard } from './finder-dashboard/next-steps-card';
import { finderNextSteps } from './finder-dashboard/next-steps';
import { OverviewTab } from './finder-dashboard/overview-tab';
import { SavedDraftDialog } from './finder-dashboard/saved-draft-dialog';
import { ROUTES } from '@okota/shared/routes';

const TABS = ['overview', 'claims', 'items', 'earnings', 'reviews', 'analytics', 'settings'] as const;

export default function FinderDashboardPage() {
  const { t } = useTranslation(FINDER_NS);
  const { user, isLoading } = useSession();
  if (!user) return isLoading ? <Spinner className="py-24" /> : <AccessDenied message={t('accessDenied')} />;
  return <FinderDashboard user={user} />;
}

function FinderDashboard({ user }: { user: SessionUser }) {
  const { t } = useTranslation(FINDER_NS);
  const common = useTranslation(DASHBOARD_NS).t;
  const items = useMyItems();
  const payments = useMyPayments();
  const claims = useClaimsOnMyItems();
  const [tab, setTab] = useTabParam(TABS, 'overview');
  const isFirstVisit = useIsFirstVisit(user.id);
  // Where / leads next time: the dashboard opened last, never a question.
  useEffect(() => setAccountMode('finder'), []);

  if (items.isPending) return <Spinner label={common('loading')} className="py-24" />;

  const stats = finderStats(items.data ?? [], payments.data?.payments ?? []);
  const pendingToReview = claims.data?.filter((c) => c.status === 'pending').length ?? 0;
  const money = payments.isPending ? '…' : payments.isError ? '–' : stats.totalEarnings.toLocaleString('en-KE');
  const showClaims = () => setTab('claims');

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
          <Link href={ROUTES.postItem} className={buttonClass('primary', 'lg')}>
            + {t('postNew')}
          </Link>
          <Link href={ROUTES.claimerDashboard} className={buttonClass('outline', 'lg')}>
            {t('other')}
          </Link>
        </div>
      </header>

      <PendingClaimsBanner onReview={showClaims} />
      <NextStepsCard steps={finderNextSteps(payments.data?.payments ?? [], claims.data ?? [])} />

      {items.isError ? (
        <LoadError onRetry={() => items.refetch()} />
      ) : (
        <StatGrid className="sm:grid-cols-3 lg:grid-cols-5">
          <StatCard tone="brand" label={t('stats.itemsPosted')} value={stats.itemsPosted} />
          <StatCard tone="green" label={t('stats.successfulClaims')} value={stats.successfulClaims} />
          <StatCard tone="blue" label={t('stats.activeListings')} value={stats.activeListings} />
          <StatCard tone="amber" label={t('stats.pendingClaims')} value={stats.pendingClaims} />
          <StatCard tone="slate" label={t('stats.totalEarnings')} value={money} className="col-span-2 sm:col-span-1" />
        </StatGrid>
      )}

      <DashboardTabs
        label={t('tabs.label')}
        value={tab}
        onValueChange={setTab}
        tabs={[
          { value: 'overview', label: t('tabs.overview'), content: <OverviewTab items={items.data ?? []} onShowItems={() => setTab('items')} /> },
          { value: 'claims', label: t('tabs.claims'), badge: pendingToReview, content: <FinderClaimsPanel /> },
          { value: 'items', label: t('tabs.items'), content: <ItemsTab items={items.data ?? []} onReview={showClaims} /> },
          { value: 'earnings', label: t('tabs.earnings'), content: <FinderEarningsPanel /> },
          {
            value: 'reviews',
            label: t('tabs.reviews'),
            content: (
              <SectionCard title={t('reviews.title')}>
                <UserReviewsPanel userId={user.id} />
              </SectionCard>
            ),
          },
          {
            value: 'analytics',
            label: t('tabs.analytics'),
            content: (
              <AnalyticsTab
                userId={user.id}
                successRate={isRateMeaningful(stats.itemsPosted) ? stats.successRate : undefined}
                claimed={stats.successfulClaims}
                total={stats.itemsPosted}
              />
            ),
          },
          {
            value: 'settings',
            label: t('tabs.settings'),
            content: (
              <div className="grid gap-4 lg:grid-cols-2">
                <PushSettingsCard />
                <LanguageCard />
              </div>
            ),
          },
        ]}
      />

      <SavedDraftDialog />
    </main>
  );
}
