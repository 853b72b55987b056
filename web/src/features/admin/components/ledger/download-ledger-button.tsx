/** "Download CSV": the ledger rows of the filters on screen, fetched with the admin's token. */
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/toast';
import { useTranslation } from '../../../../i18n';
import { apiErrorText } from '../../../../lib/api-error-text';
import { useDownloadLedgerCsv } from '../../api/download-ledger-csv';
import { ADMIN_NS } from '../../i18n';
import type { LedgerFilters } from '../../lib/ledger';

export function DownloadLedgerButton({ filters, disabled }: { filters: LedgerFilters; disabled?: boolean }) {
  const { t } = useTranslation(ADMIN_NS);
  const download = useDownloadLedgerCsv();
  const start = () =>
    download.mutate(filters, {
      onSuccess: (name) => toast({ title: t('ledger.downloaded', { name }), variant: 'success' }),
      onError: (error) => toast({ title: t('ledger.downloadFailed'), description: apiErrorText(error, '') || undefined, variant: 'destructive' }),
    });
  return (
    <Button variant="outline" onClick={start} disabled={disabled || download.isPending}>
      {download.isPending ? t('ledger.downloading') : t('ledger.download')}
    </Button>
  );
}
