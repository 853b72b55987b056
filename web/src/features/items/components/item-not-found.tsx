import { Link } from 'wouter';
import { Button, buttonClass } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n';
import { ITEMS_NS } from '../i18n';
import { ROUTES } from '@okota/shared/routes';

export function ItemNotFound() {
  const { t } = useTranslation(ITEMS_NS);
  return (
    <main className="mx-auto max-w-md px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{t('item.notFoundTitle')}</h1>
      <p className="mt-3 text-slate-600">{t('item.notFoundBody')}</p>
      <Link href={ROUTES.search} className={buttonClass('primary', 'md', 'mt-6')}>
        {t('item.backToSearch')}
      </Link>
    </main>
  );
}

/**
 * The item could not be loaded (no network, a timeout, a server restarting): not the same as an
 * item that does not exist, so the person is asked to try again rather than told it is gone.
 */
export function ItemLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(ITEMS_NS);
  return (
    <main className="mx-auto max-w-md px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{t('item.loadFailedTitle')}</h1>
      <p className="mt-3 text-slate-600">{t('item.loadFailedBody')}</p>
      <Button className="mt-6" onClick={onRetry}>
        {t('item.tryAgain')}
      </Button>
    </main>
  );
}
