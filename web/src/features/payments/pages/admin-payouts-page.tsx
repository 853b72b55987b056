/**
 * /admin/payouts: finder payouts by state — held, queued, failed, disputed, paid, refunded —
 * with Retry for failed ones and a decision for disputes; below them, the refunds to owners.
 * The server allows admins only; this page fetches nothing for anyone else.
 */
import * as Tabs from '@radix-ui/react-tabs';
import { Link } from 'wouter';
import { ROUTES } from '@okota/shared/routes';
import { AccessDenied } from '../../../components/access-denied';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../i18n';
import { useSession } from '../../../lib/session';
import { usePayouts } from '../api/payouts';
import type { PayoutGroup } from '../api/types';
import { PayoutCard } from '../components/payout-card';
import { RefundsPanel } from '../components/refunds-panel';
import { PAYMENTS_NS } from '../i18n';

const GROUPS: PayoutGroup[] = ['held', 'queued', 'failed', 'disputed', 'paid', 'refunded'];
const tabClass =
  'whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800';

export default function AdminPayoutsPage() {
  const { t } = useTranslation(PAYMENTS_NS);
  const { user, isLoading } = useSession();
  if (isLoading) return <Spinner className="py-24" />;
  if (!user) return <AccessDenied message={t('admin.notAdmin')} />;
  if (user.role !== 'admin') {
    return (
      <main className="mx-auto max-w-md px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">{t('admin.notAdmin')}</h1>
      </main>
    );
  }
  return <PayoutsScreen />;
}

function PayoutsScreen() {
  const { t } = useTranslation(PAYMENTS_NS);
  const query = usePayouts();
  return (
    <main className="mx-auto max-w-5xl px-4 pb-16 pt-4">
      <Link href={ROUTES.admin} className="text-sm font-medium text-brand-800 hover:underline">← {t('admin.backToAdmin')}</Link>
      <h1 className="mt-2 text-2xl font-bold">{t('admin.title')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('admin.subtitle')}</p>
      {!query.data ? (
        query.isLoading ? <Spinner /> : (
          <Card className="mt-6 p-6 text-center">
            <p className="text-sm text-red-700">{t('list.loadFailed')}</p>
            <Button variant="outline" className="mt-3" onClick={() => query.refetch()}>{t('list.retry')}</Button>
          </Card>
        )
      ) : (
        <Tabs.Root defaultValue={query.data.failed.length ? 'failed' : query.data.disputed.length ? 'disputed' : 'held'} className="mt-4">
          <Tabs.List aria-label={t('admin.title')} className="-mx-4 flex overflow-x-auto border-b border-slate-200 px-4">
            {GROUPS.map((group) => (
              <Tabs.Trigger key={group} value={group} className={tabClass}>
                {t(`admin.tabs.${group}`)} ({query.data[group].length})
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {GROUPS.map((group) => (
            <Tabs.Content key={group} value={group} className="space-y-3 pt-4 focus:outline-none">
              {query.data[group].length === 0
                ? <Card className="p-6 text-center text-sm text-slate-600">{t('admin.empty')}</Card>
                : query.data[group].map((row) => <PayoutCard key={row.paymentId} row={row} />)}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
      <RefundsPanel />
    </main>
  );
}
