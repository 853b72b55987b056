/**
 * /profile (docs/product/user-flows.md section 2): photo, name, e-mail, phone, member-since month, the four
 * figures (completed payments only, from GET /api/profile/summary), the 3 latest items and
 * transactions, the reviews about the user, phone, SMS and push alerts, and the user's data (download it, delete the account).
 * Signed-out visitors see Access Denied.
 */
import { useState } from 'react';
import { Link } from 'wouter';
import { formatKsh } from '@okota/shared';
import { UserReviewsPanel } from '../../features/reviews';
import { YourDataCard } from '../../features/personal-data';
import { PushSettingsCard } from '../../features/notifications';
import { SmsAlertsCard, VerifyPhoneCard } from '../../features/phone';
import { VerifyEmailCard } from '../../features/auth/components/verify-email-card';
import { PayoutsWaitingForPhone } from '../../features/payments';
import { AccessDenied } from '../../components/access-denied';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useTranslation } from '../../i18n';
import { formatDate, formatMonthYear } from '../../lib/format';
import { useSession, type SessionUser } from '../../lib/session';
import { DASHBOARD_NS } from './dashboard/i18n';
import { ItemRow } from './dashboard/item-tile';
import { StatCard, StatGrid } from './dashboard/stat-card';
import { LoadError, SectionCard } from './dashboard/states';
import { PaymentRow } from './dashboard/payment-row';
import { ItemStatusBadge } from './dashboard/status-badges';
import { useProfileSummary, type ProfileSummary } from './profile/api';
import { AvatarPicker } from './profile/avatar-picker';
import { ChangePhoneDialog } from './profile/change-phone-dialog';
import { PROFILE_NS } from './profile/i18n';
import { ROUTES } from '@okota/shared/routes';

export default function ProfilePage() {
  const { t } = useTranslation(PROFILE_NS);
  const { user, isLoading } = useSession();
  if (!user) return isLoading ? <Spinner className="py-24" /> : <AccessDenied message={t('accessDenied')} />;
  return <Profile user={user} />;
}

function Profile({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation(PROFILE_NS);
  const summary = useProfileSummary();
  const [phoneOpen, setPhoneOpen] = useState(false);
  const stats = summary.data?.stats;
  const show = (value: number | undefined, money = false) => (value === undefined ? '…' : money ? formatKsh(value) : value);

  return (
    <main className="mx-auto w-full max-w-5xl space-y-5 px-4 py-6 sm:py-8">
      <Card className="flex flex-col items-center gap-5 p-5 sm:flex-row sm:items-start sm:p-6">
        <AvatarPicker user={user} />
        <div className="w-full min-w-0 flex-1 text-center sm:text-left">
          <h1 className="break-words text-2xl font-extrabold text-slate-900">{`${user.firstName} ${user.lastName}`.trim() || user.email}</h1>
          <p className="mt-1 text-sm text-slate-500">{t('memberSince', { month: formatMonthYear(user.createdAt, i18n.language) })}</p>
          <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-4 gap-y-2 text-left text-sm">
            {/* A phone-first account may have no address: the row appears once it has one (0230). */}
            {user.email && (
              <>
                <dt className="text-slate-500">{t('email')}</dt>
                <dd className="break-all font-medium text-slate-900">{user.email}</dd>
              </>
            )}
            <dt className="text-slate-500">{t('phone')}</dt>
            <dd className="flex flex-wrap items-baseline gap-x-3 font-medium text-slate-900">
              <span className="break-all">{user.phone}</span>
              <button
                type="button"
                onClick={() => setPhoneOpen(true)}
                aria-label={t('changePhone.title')}
                className="text-sm font-medium text-brand-700 hover:underline"
              >
                {t('changePhone.open')}
              </button>
            </dd>
          </dl>
          <p className="mt-3 text-xs text-slate-500">{t('avatar.hint')}</p>
        </div>
      </Card>

      <PayoutsWaitingForPhone />

      {summary.isError ? (
        <LoadError onRetry={() => summary.refetch()} />
      ) : (
        <StatGrid className="sm:grid-cols-4">
          <StatCard tone="brand" label={t('stats.itemsPosted')} value={show(stats?.itemsPosted)} />
          <StatCard tone="green" label={t('stats.itemsClaimed')} value={show(stats?.itemsClaimed)} />
          <StatCard tone="blue" label={t('stats.earned')} value={show(stats?.earnedAsFinder, true)} />
          <StatCard tone="amber" label={t('stats.spent')} value={show(stats?.spentAsClaimer, true)} />
        </StatGrid>
      )}

      {summary.data && (
        <div className="grid min-w-0 gap-5 lg:grid-cols-2">
          <LatestItems items={summary.data.recentItems} />
          <LatestTransactions transactions={summary.data.recentTransactions} />
        </div>
      )}

      <SectionCard title={t('reviews')}>
        <UserReviewsPanel userId={user.id} />
      </SectionCard>

      <div className="grid min-w-0 gap-5 lg:grid-cols-2">
        <VerifyPhoneCard user={user} />
        <VerifyEmailCard user={user} />
        <SmsAlertsCard phoneVerified={Boolean(user.phoneVerified)} />
        {/* For everyone: an owner waits for "approved, pay now" as much as a finder for a claim. */}
        <PushSettingsCard />
      </div>

      <YourDataCard />

      <ChangePhoneDialog open={phoneOpen} onOpenChange={setPhoneOpen} />
    </main>
  );
}

function LatestItems({ items }: { items: ProfileSummary['recentItems'] }) {
  const { t, i18n } = useTranslation(PROFILE_NS);
  const common = useTranslation(DASHBOARD_NS).t;
  return (
    <SectionCard
      title={t('items.title')}
      action={
        items.length > 0 ? (
          <Link href={`${ROUTES.finderDashboard}?tab=items`} className="text-sm font-medium text-brand-700 hover:underline">
            {t('items.all')}
          </Link>
        ) : undefined
      }
    >
      {items.length === 0 ? (
        <div className="py-3 text-center">
          <p className="text-sm text-slate-600">{t('items.empty')}</p>
          <Link href={ROUTES.postItem} className={buttonClass('outline', 'sm', 'mt-3')}>
            {t('items.post')}
          </Link>
        </div>
      ) : (
        <ul className="-mx-2 divide-y divide-slate-100">
          {items.map((item) => (
            <ItemRow
              key={item.id}
              href={ROUTES.item(item.id)}
              image={item.imageUrl}
              title={item.title}
              subtitle={`${item.location} · ${common('posted', { date: formatDate(item.createdAt, i18n.language) })}`}
              badge={<ItemStatusBadge item={item} />}
            />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function LatestTransactions({ transactions }: { transactions: ProfileSummary['recentTransactions'] }) {
  const { t, i18n } = useTranslation(PROFILE_NS);
  const common = useTranslation(DASHBOARD_NS).t;
  return (
    <SectionCard title={t('transactions.title')}>
      {transactions.length === 0 ? (
        <p className="py-3 text-center text-sm text-slate-600">{t('transactions.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {transactions.map((payment) => (
            <PaymentRow
              key={payment.id}
              title={payment.itemTitle}
              itemId={payment.itemId}
              amount={payment.amount}
              status={payment.status}
              asFinder={payment.role === 'finder'}
              payoutStatus={payment.payoutStatus}
              meta={`${common(`role.${payment.role}`)} · ${formatDate(payment.createdAt, i18n.language)}`}
            />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
