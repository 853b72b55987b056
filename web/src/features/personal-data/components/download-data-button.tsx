/** "Download my data" (the JSON file) or "Printable copy" (the same data as a page): GET /api/me/export in the page's language. */
import { Button, type ButtonProps } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { useDownloadMyData, type ExportFormat } from '../api/download-my-data';
import { PERSONAL_DATA_NS } from '../i18n';

export function DownloadDataButton({
  variant = 'outline',
  className,
  format = 'json',
}: Pick<ButtonProps, 'variant' | 'className'> & { format?: ExportFormat }) {
  const { t, i18n } = useTranslation(PERSONAL_DATA_NS);
  const download = useDownloadMyData();
  const start = () =>
    download.mutate(
      { language: i18n.language, format },
      {
        onSuccess: () => toast({ title: t('card.downloaded'), variant: 'success' }),
        onError: (error) => toast({ title: error instanceof ApiError && error.isRateLimited ? t('card.limit') : t('card.failed'), variant: 'destructive' }),
      },
    );
  return (
    <Button variant={variant} className={className} onClick={start} disabled={download.isPending}>
      {download.isPending ? t('card.downloading') : t(format === 'html' ? 'card.printable' : 'card.download')}
    </Button>
  );
}
