/**
 * The admin payouts screen's refunds: those M-Pesa refused (Daraja's reason, Retry), those on
 * their way, and the latest that landed. Opens on the refused ones when there are any.
 */
import * as Tabs from '@radix-ui/react-tabs';
import { ListEmpty, ListScaffold } from '../../../components/list-scaffold';
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
      <h2 id="refunds-title" className="text-xl font-bold">
        {t('admin.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('admin.subtitle')}</p>
      {/* Never empty as a whole: each tab says when it has nothing. */}
      <ListScaffold query={query} className="mt-3" texts={{ loadFailed: t('admin.loadFailed'), retry: t('admin.reload'), empty: t('admin.empty') }}>
        {() =>
          data && (
            <Tabs.Root defaultValue={data.failed.length ? 'failed' : data.pending.length ? 'pending' : 'refunded'}>
              <Tabs.List aria-label={t('admin.title')} className="-mx-4 flex overflow-x-auto border-b border-slate-200 px-4">
                {GROUPS.map((group) => (
                  <Tabs.Trigger key={group} value={group} className={tabClass}>
                    {t(`admin.tabs.${group}`)} ({data[group].length})
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              {GROUPS.map((group) => (
                <Tabs.Content key={group} value={group} className="space-y-3 pt-4 focus:outline-none">
                  {data[group].length === 0 ? (
                    <ListEmpty compact title={t('admin.empty')} />
                  ) : (
                    data[group].map((row) => <RefundCard key={row.paymentId} row={row} />)
                  )}
                </Tabs.Content>
              ))}
            </Tabs.Root>
          )
        }
      </ListScaffold>
    </section>
  );
}
