/**
 * Watches every API answer (docs/product/user-flows.md sections 4 and 8): a suspended account gets the
 * 'Account Suspended' notice for 10 s, its session is cleared and it goes to / after 3 s; a
 * token the server no longer accepts (401) is dropped so the pages show the signed-out state.
 */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { SUSPENSION_NOTICE_MS, SUSPENSION_REDIRECT_MS } from '@okota/shared/constants';
import { onApiError, type ApiError } from '../lib/api';
import { clearSession, hasToken, isSuspensionError } from '../lib/session';
import { toast } from '../components/ui/toast';
import { registerTranslations, translateIn } from '../i18n';
import { ROUTES } from '@okota/shared/routes';

const en = { suspendedTitle: 'Account Suspended', suspendedDefault: 'Your account has been suspended by an administrator.' };
const sw: typeof en = { suspendedTitle: 'Akaunti Imesimamishwa', suspendedDefault: 'Akaunti yako imesimamishwa na msimamizi.' };
registerTranslations('session', { en, sw });

declare module '../i18n' {
  interface TranslationNamespaces {
    session: typeof en;
  }
}

export function createSessionGuard(navigate: (path: string) => void) {
  let redirect: ReturnType<typeof setTimeout> | undefined;
  const onError = (error: ApiError) => {
    if (isSuspensionError(error)) {
      const reason = typeof error.body.reason === 'string' && error.body.reason.trim() ? error.body.reason : undefined;
      toast({
        title: translateIn('session', 'suspendedTitle'),
        description: reason ?? translateIn('session', 'suspendedDefault'),
        variant: 'destructive',
        duration: SUSPENSION_NOTICE_MS,
      });
      clearSession();
      clearTimeout(redirect);
      redirect = setTimeout(() => navigate(ROUTES.home), SUSPENSION_REDIRECT_MS);
    } else if (error.code === 'UNAUTHORIZED' && hasToken()) {
      clearSession();
    }
  };
  return { onError, dispose: () => clearTimeout(redirect) };
}

export function SessionGuard() {
  const [, navigate] = useLocation();
  useEffect(() => {
    const guard = createSessionGuard((path) => navigate(path, { replace: true }));
    const stop = onApiError(guard.onError);
    return () => {
      stop();
      guard.dispose();
    };
  }, [navigate]);
  return null;
}
