import { Link, useLocation } from 'wouter';
import { useTranslation } from '../../i18n';
import { buttonClass } from '../../components/ui/button';
import { ROUTES } from '@okota/shared/routes';

export function NotFoundPage() {
  const { t } = useTranslation();
  const [location] = useLocation();
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-6xl font-black text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-3 font-mono text-sm text-slate-600">{t('notFound.hint', { path: location })}</p>
      <Link href={ROUTES.home} className={buttonClass('primary', 'md', 'mt-8')}>
        {t('notFound.home')}
      </Link>
    </main>
  );
}
