import { Link } from 'wouter';
import { useTranslation } from '../i18n';
import { buttonClass } from './ui/button';
import { ROUTES } from '@okota/shared/routes';

/** Shown to signed-out visitors on dashboards and profile (docs/product/user-flows.md section 2). */
export function AccessDenied({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-md px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{t('accessDenied.title')}</h1>
      <p className="mt-3 text-slate-600">{message}</p>
      {/* Back to the very page, its query too: a desk member's claim link opens the claims panel (?panel=claims). */}
      <Link href={ROUTES.authThenBack(location.pathname + location.search)} className={buttonClass('primary', 'md', 'mt-6')}>
        {t('accessDenied.logIn')}
      </Link>
    </main>
  );
}
