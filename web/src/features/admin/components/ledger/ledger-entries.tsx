/** The ledger's entries: a table on wide screens, one card per entry on phones. */
import { Link } from 'wouter';
import { ROUTES } from '@okota/shared/routes';
import { Badge } from '../../../../components/ui/badge';
import { Card } from '../../../../components/ui/card';
import { useTranslation } from '../../../../i18n';
import type { LedgerEntry } from '../../api/get-ledger';
import { ADMIN_NS } from '../../i18n';
import { formatAmount, formatLedgerTime, stateTone } from '../../lib/ledger';

const COLUMNS = ['when', 'kind', 'item', 'amount', 'receipt', 'state'] as const;
const keyOf = (entry: LedgerEntry) => `${entry.paymentId}-${entry.kind}`;

export function LedgerEntries({ entries }: { entries: LedgerEntry[] }) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const when = (entry: LedgerEntry) => formatLedgerTime(entry.at, i18n.language);
  return (
    <section aria-labelledby="ledger-entries-title" className="space-y-2">
      <h2 id="ledger-entries-title" className="text-lg font-bold text-slate-900">
        {t('ledger.entries', { count: entries.length })}
      </h2>
      {entries.length === 0 ? (
        <Card className="p-4 text-sm text-slate-600">{t('ledger.empty')}</Card>
      ) : (
        <>
          <Card className="hidden overflow-x-auto lg:block">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col" className={`px-3 py-2 font-semibold ${column === 'amount' ? 'text-right' : ''}`}>
                      {t(`ledger.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {entries.map((entry) => (
                  <tr key={keyOf(entry)} data-testid="ledger-entry" className="align-top">
                    <td className="whitespace-nowrap px-3 py-2 text-slate-700">{when(entry)}</td>
                    <td className="whitespace-nowrap px-3 py-2 font-medium">{t(`ledger.kinds.${entry.kind}`)}</td>
                    <td className="px-3 py-2">
                      <ItemCell entry={entry} />
                    </td>
                    <td className="whitespace-nowrap px-3 py-2 text-right font-semibold tabular-nums">{formatAmount(entry.amount)}</td>
                    <td className="px-3 py-2">
                      <Receipt value={entry.receipt} />
                    </td>
                    <td className="px-3 py-2">
                      <StateBadge state={entry.state} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
          <ul className="space-y-2 lg:hidden">
            {entries.map((entry) => (
              <li key={keyOf(entry)} data-testid="ledger-entry">
                <Card className="p-3 text-sm">
                  <div className="flex items-start justify-between gap-3">
                    <p className="font-semibold text-slate-900">{t(`ledger.kinds.${entry.kind}`)}</p>
                    <p className="shrink-0 font-bold tabular-nums">{formatAmount(entry.amount)}</p>
                  </div>
                  <div className="mt-1">
                    <ItemCell entry={entry} />
                  </div>
                  <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                    <Receipt value={entry.receipt} />
                    <StateBadge state={entry.state} />
                  </div>
                  <p className="mt-1 text-xs text-slate-600">{when(entry)}</p>
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function ItemCell({ entry }: { entry: LedgerEntry }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <div className="min-w-0">
      <Link href={ROUTES.item(entry.itemId)} className="break-words font-medium text-brand-800 hover:underline">
        {entry.itemTitle}
      </Link>
      <p className="text-xs text-slate-600">{t('ledger.payment', { id: entry.paymentId })}</p>
    </div>
  );
}

function Receipt({ value }: { value: string | null }) {
  const { t } = useTranslation(ADMIN_NS);
  return value ? (
    <span className="break-all font-mono text-xs text-slate-900">{value}</span>
  ) : (
    <span className="text-xs text-slate-600">{t('ledger.noReceipt')}</span>
  );
}

function StateBadge({ state }: { state: string }) {
  const { t } = useTranslation(ADMIN_NS);
  return <Badge tone={stateTone(state)}>{t(`ledger.states.${state}`, { defaultValue: state })}</Badge>;
}
