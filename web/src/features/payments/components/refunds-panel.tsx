/**
 * The admin payouts screen's refunds: those M-Pesa refused (Daraja's reason, Retry), those on
 * their way, and the latest that landed. Opens on the refused ones when there are any.
 */
import * as Tabs from '@radix-ui/react-tabs';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../i18n';
import { useRefunds, type RefundGroup } from '../api/get-refunds';
import { REFUNDS_NS } from '../refunds-i18n';
import { RefundCard } from './refund-card';

const GROUPS: RefundGroup[] = ['failed', 'pending', 'refunded'];
const tabClass =
  'whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800';

export function RefundsPanel() {
  const { t } = useTranslation(REFUNDS_NS);
  const query = useRefunds();
  const data = query.data;
  return (
    <section aria-labelledby="refunds-title" className="mt-10">
      <h2 id="refunds-title" className="text-xl font-bold">{t('admin.title')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('admin.subtitle')}</p>
      {!data ? (
        query.isLoading ? <Spinner /> : (
          <Card className="mt-4 p-6 text-center">
            <p className="text-sm text-red-700">{t('admin.loadFailed')}</p>
            <Button variant="outline" className="mt-3" onClick={() => query.refetch()}>{t('admin.reload')}</Button>
          </Card>
        )
      ) : (
        <Tabs.Root defaultValue={data.failed.length ? 'failed' : data.pending.length ? 'pending' : 'refunded'} className="mt-3">
          <Tabs.List aria-label={t('admin.title')} className="-mx-4 flex overflow-x-auto border-b border-slate-200 px-4">
            {GROUPS.map((group) => (
              <Tabs.Trigger key={group} value={group} className={tabClass}>{t(`admin.tabs.${group}`)} ({data[group].length})</Tabs.Trigger>
            ))}
          </Tabs.List>
          {GROUPS.map((group) => (
            <Tabs.Content key={group} value={group} className="space-y-3 pt-4 focus:outline-none">
              {data[group].length === 0
                ? <Card className="p-6 text-center text-sm text-slate-600">{t('admin.empty')}</Card>
                : data[group].map((row) => <RefundCard key={row.paymentId} row={row} />)}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </section>
  );
}
