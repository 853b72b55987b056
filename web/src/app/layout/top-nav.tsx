import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n';
import { useSession } from '../../lib/session';
import { buttonClass } from '../../components/ui/button';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { ROUTES } from '@okota/shared/routes';

/** The signed-in controls load only for signed-in users, keeping the visitor's first load small. */
const SignedInNav = lazy(() => import('./signed-in-nav'));

export function TopNav() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4" aria-label="Main">
        <Logo />
        <div className="flex items-center gap-1.5 sm:gap-2">
          <LanguageSwitch />
          {user ? (
            <Suspense fallback={<span className="h-11 w-11" />}>
              <SignedInNav user={user} />
            </Suspense>
          ) : (
            <>
              <Link href={ROUTES.auth} className={buttonClass('outline', 'sm', 'whitespace-nowrap px-2 sm:px-3')}>
                {/* One name for signing in at every width (issue 25), as the sign-in page says it. */}
                {t('nav.signIn')}
              </Link>
              <Link href={ROUTES.signUp} className={buttonClass('primary', 'sm', 'whitespace-nowrap px-2 sm:px-3')}>
                {t('nav.signUp')}
              </Link>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}
