/**
 * /admin/ledger: every payment, refund, payout and platform fee with its M-Pesa receipt and state,
 * filtered by kind, state and EAT days; the daily totals of the period; the all-time books with
 * their balance mark; and the same rows as a CSV file.
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { useLedger } from '../api/get-ledger';
import { AdminGuard } from '../components/admin-guard';
import { AdminList } from '../components/admin-list';
import { AdminLayout } from '../components/admin-layout';
import { DownloadLedgerButton } from '../components/ledger/download-ledger-button';
import { LedgerBooksCard } from '../components/ledger/ledger-books-card';
import { LedgerDailyTotals } from '../components/ledger/ledger-daily-totals';
import { LedgerEntries } from '../components/ledger/ledger-entries';
import { LedgerFiltersForm } from '../components/ledger/ledger-filters-form';
import { ADMIN_NS } from '../i18n';
import { NO_FILTERS, isRangeReversed, type LedgerFilters } from '../lib/ledger';

export default function LedgerPage() {
  return (
    <AdminGuard>
      <LedgerScreen />
    </AdminGuard>
  );
}

function LedgerScreen() {
  const { t } = useTranslation(ADMIN_NS);
  const [filters, setFilters] = useState<LedgerFilters>(NO_FILTERS);
  const reversed = isRangeReversed(filters);
  // A reversed range is the admin still typing: keep showing the last answer instead of a 400.
  const query = useLedger(filters, !reversed);
  const ledger = query.data;

  return (
    <AdminLayout title={t('ledger.title')} subtitle={t('ledger.subtitle')} actions={<DownloadLedgerButton filters={filters} disabled={reversed} />}>
      {/* Never empty as a whole: the entries and the daily totals each say when they have none. */}
      <AdminList query={query} className="space-y-6" bodyClassName="space-y-6" filters={<LedgerFiltersForm filters={filters} onChange={setFilters} />}>
        {() =>
          ledger && (
            <>
              <LedgerBooksCard books={ledger.books} />
              {ledger.truncated && (
                <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
                  {t('ledger.truncated')}
                </p>
              )}
              <LedgerEntries entries={ledger.entries} />
              <LedgerDailyTotals days={ledger.daily} />
            </>
          )
        }
      </AdminList>
    </AdminLayout>
  );
}
