/**
 * The books, all time: money in against what accounts for it, and a mark that says plainly whether
 * they balance or by how much they do not (worked out again from the figures shown).
 */
import { Card } from '../../../../components/ui/card';
import { useTranslation } from '../../../../i18n';
import type { LedgerBooks } from '../../api/get-ledger';
import { ADMIN_NS } from '../../i18n';
import { booksDifference, formatAmount, isBalanced } from '../../lib/ledger';

export function LedgerBooksCard({ books }: { books: LedgerBooks }) {
  const { t } = useTranslation(ADMIN_NS);
  const balanced = isBalanced(books);
  // The server's own difference when it says unbalanced; ours when only our sum disagrees.
  const difference = books.balanced ? booksDifference(books) : books.difference;
  const parts = [
    ['refunds', books.refunds, t('ledger.books.refundsDetail', { sent: formatAmount(books.refundsSent), owed: formatAmount(books.refundsOwed) })],
    ['payoutsSent', books.payoutsSent],
    ['payoutsHeld', books.payoutsHeld],
    ['platformRevenue', books.platformRevenue],
  ] as const;
  return (
    <Card className="p-4 sm:p-5" data-testid="ledger-books">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-bold text-slate-900">{t('ledger.books.title')}</h2>
          <p className="text-sm text-slate-600">{t('ledger.books.allTime')}</p>
        </div>
        <p
          role="status"
          data-testid="books-mark"
          className={`rounded-full px-3 py-1 text-sm font-bold ${balanced ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900'}`}
        >
          <span aria-hidden="true">{balanced ? '✓ ' : '✗ '}</span>
          {balanced ? t('ledger.books.balanced') : t('ledger.books.unbalanced', { amount: formatAmount(Math.abs(difference)) })}
        </p>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-2 text-sm lg:grid-cols-5">
        <BooksFigure label={t('ledger.books.moneyIn')} value={formatAmount(books.moneyIn)} strong />
        {parts.map(([key, value, detail]) => (
          <BooksFigure key={key} label={t(`ledger.books.${key}`)} value={formatAmount(value)} detail={detail} />
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-600">{t('ledger.books.rule')}</p>
    </Card>
  );
}

function BooksFigure({ label, value, detail, strong }: { label: string; value: string; detail?: string; strong?: boolean }) {
  return (
    <div className={`min-w-0 rounded-lg p-3 ${strong ? 'col-span-2 bg-brand-50 lg:col-span-1' : 'bg-slate-50'}`}>
      <dt className="text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-lg font-bold text-slate-900">{value}</dd>
      {detail && <dd className="text-xs text-slate-600">{detail}</dd>}
    </div>
  );
}
