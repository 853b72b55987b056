/**
 * /admin/payouts: finder payouts by state — held, queued, failed, disputed, paid, refunded —
 * with Retry for failed ones and a decision for disputes; below them, the refunds to owners and
 * the Paybill money that bought nothing.
 * The server allows admins only; this page fetches nothing for anyone else.
 */
import * as Tabs from '@radix-ui/react-tabs';
import { Link } from 'wouter';
import { ROUTES } from '@okota/shared/routes';
import { AccessDenied } from '../../../components/access-denied';
import { ListEmpty, ListScaffold } from '../../../components/list-scaffold';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../i18n';
import { useSession } from '../../../lib/session';
import { usePayouts } from '../api/payouts';
import type { PayoutGroup, Payouts } from '../api/types';
import { PayoutCard } from '../components/payout-card';
import { RefundsPanel } from '../components/refunds-panel';
import { PaybillReceiptsPanel } from '../components/paybill-receipts-panel';
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
  const data = query.data;
  return (
    <main className="mx-auto max-w-5xl px-4 pb-16 pt-4">
      <Link href={ROUTES.admin} className="text-sm font-medium text-brand-800 hover:underline">
        ← {t('admin.backToAdmin')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{t('admin.title')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('admin.subtitle')}</p>
      <ListScaffold query={query} className="mt-4" texts={{ loadFailed: t('list.loadFailed'), retry: t('list.retry'), empty: t('admin.empty') }}>
        {() => data && <PayoutTabs data={data} />}
      </ListScaffold>
      <RefundsPanel />
      <PaybillReceiptsPanel />
    </main>
  );
}

/** Never empty as a whole: each tab says when it has nothing. */
function PayoutTabs({ data }: { data: Payouts }) {
  const { t } = useTranslation(PAYMENTS_NS);
  return (
    <Tabs.Root defaultValue={data.failed.length ? 'failed' : data.disputed.length ? 'disputed' : 'held'}>
      <Tabs.List aria-label={t('admin.title')} className="-mx-4 flex overflow-x-auto border-b border-slate-200 px-4">
        {GROUPS.map((group) => (
          <Tabs.Trigger key={group} value={group} className={tabClass}>
            {t(`admin.tabs.${group}`)} ({data[group].length})
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {GROUPS.map((group) => (
        <Tabs.Content key={group} value={group} className="space-y-3 pt-4 focus:outline-none">
          {data[group].length === 0 ? <ListEmpty compact title={t('admin.empty')} /> : data[group].map((row) => <PayoutCard key={row.paymentId} row={row} />)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
