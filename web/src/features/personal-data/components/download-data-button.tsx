/** "Download my data": saves the GET /api/me/export file, in the language the page is shown in. */
import { Button, type ButtonProps } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { useDownloadMyData } from '../api/download-my-data';
import { PERSONAL_DATA_NS } from '../i18n';

export function DownloadDataButton({ variant = 'outline', className }: Pick<ButtonProps, 'variant' | 'className'>) {
  const { t, i18n } = useTranslation(PERSONAL_DATA_NS);
  const download = useDownloadMyData();
  const start = () => download.mutate(i18n.language, {
    onSuccess: () => toast({ title: t('card.downloaded'), variant: 'success' }),
    onError: (error) => toast({ title: error instanceof ApiError && error.status === 429 ? t('card.limit') : t('card.failed'), variant: 'destructive' }),
  });
  return (
    <Button variant={variant} className={className} onClick={start} disabled={download.isPending}>
      {download.isPending ? t('card.downloading') : t('card.download')}
    </Button>
  );
}
