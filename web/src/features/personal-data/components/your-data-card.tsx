/** The profile page's "Your data" section: download a copy, or go to the account deletion screen. */
import { Link } from 'wouter';
import { buttonClass } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n';
import { PERSONAL_DATA_NS } from '../i18n';
import { DownloadDataButton } from './download-data-button';
import { ROUTES } from '@okota/shared/routes';

export default function YourDataCard() {
  const { t } = useTranslation(PERSONAL_DATA_NS);
  return (
    <section aria-labelledby="your-data-title" className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="your-data-title" className="text-lg font-bold text-slate-900">
        {t('card.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('card.body')}{' '}
        <Link href={ROUTES.privacy} className="font-medium text-brand-700 hover:underline">
          {t('card.policy')}
        </Link>
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <DownloadDataButton />
        <DownloadDataButton format="html" variant="ghost" />
        <Link href={ROUTES.deleteAccount} className={buttonClass('ghost', 'md', 'text-red-700 hover:bg-red-50')}>
          {t('card.delete')}
        </Link>
      </div>
    </section>
  );
}
