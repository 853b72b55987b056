/** Money that moved on each EAT day of the period: a small table that scrolls sideways on a phone. */
import { Card } from '../../../../components/ui/card';
import { useTranslation } from '../../../../i18n';
import type { LedgerDay } from '../../api/get-ledger';
import { ADMIN_NS } from '../../i18n';
import { formatAmount, formatLedgerDay } from '../../lib/ledger';

const COLUMNS = ['moneyIn', 'refunds', 'payoutsSent', 'platformRevenue'] as const;

export function LedgerDailyTotals({ days }: { days: LedgerDay[] }) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  return (
    <div className="space-y-2">
      {/* The table below is the named region (one landmark per name). */}
      <h2 id="ledger-daily-title" className="text-lg font-bold text-slate-900">
        {t('ledger.daily.title')}
      </h2>
      {days.length === 0 ? (
        <Card className="p-4 text-sm text-slate-600">{t('ledger.daily.empty')}</Card>
      ) : (
        // Focusable so a keyboard user can scroll the table sideways on a phone.
        <Card className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('ledger.daily.title')}>
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="whitespace-nowrap px-3 py-2 font-semibold">
                  {t('ledger.daily.columns.day')}
                </th>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="whitespace-nowrap px-3 py-2 text-right font-semibold">
                    {t(`ledger.daily.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {days.map((day) => (
                <tr key={day.day}>
                  <th scope="row" className="whitespace-nowrap px-3 py-2 font-medium text-slate-900">
                    {formatLedgerDay(day.day, i18n.language)}
                  </th>
                  {COLUMNS.map((column) => (
                    <td key={column} className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                      {formatAmount(day[column])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </div>
  );
}
