/**
 * Admin pages show only to admins, decided by the role the server gives (docs/rules.md "Accounts
 * and roles"; the server refuses the calls anyway). A signed-out visitor is told and sent to /auth
 * after 500 ms; a signed-in non-admin sees 'Unauthorized access', and no admin query runs.
 */
import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { UNAUTHORIZED_REDIRECT_MS } from '@okota/shared/constants';
import { useTranslation } from '../../../i18n';
import { useSession } from '../../../lib/session';
import { toast } from '../../../components/ui/toast';
import { Spinner } from '../../../components/ui/spinner';
import { buttonClass } from '../../../components/ui/button';
import { ADMIN_NS } from '../i18n';
import { ROUTES } from '@okota/shared/routes';

export function AdminGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation(ADMIN_NS);
  const { user, isLoading } = useSession();
  const [, navigate] = useLocation();
  const signedOut = !isLoading && !user;

  // Only the change to signed-out matters, not a change of language.
  const sayLoggedOut = useEffectEvent(() => toast({ title: t('access.unauthorizedTitle'), description: t('access.loggedOut'), variant: 'destructive' }));
  useEffect(() => {
    if (!signedOut) return;
    sayLoggedOut();
    const target = ROUTES.authThenBack(window.location.pathname);
    const timer = setTimeout(() => navigate(target, { replace: true }), UNAUTHORIZED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [signedOut, navigate]);

  if (!user) return <Spinner label={t('common.loading')} className="py-24" />;
  if (user.role !== 'admin') {
    return (
      <main className="mx-auto max-w-md px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">{t('access.unauthorizedAccess')}</h1>
        <p className="mt-3 text-slate-600">{t('access.notAdmin')}</p>
        <Link href={ROUTES.home} className={buttonClass('primary', 'md', 'mt-6')}>
          {t('access.home')}
        </Link>
      </main>
    );
  }
  return <>{children}</>;
}
