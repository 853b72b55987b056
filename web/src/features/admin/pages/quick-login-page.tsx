/**
 * /admin/quick-login: sign in with the server's admin key, when it has one. No key is ever shown
 * here (docs/rules.md "Administration"); the server decides whether the route exists at all.
 */
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { ROUTES } from '@okota/shared/routes';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { storeSession } from '../../../lib/session';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { ADMIN_NS } from '../i18n';
import { useQuickLogin } from '../api/quick-login';

export default function QuickLoginPage() {
  const { t } = useTranslation(ADMIN_NS);
  const [, navigate] = useLocation();
  const login = useQuickLogin();
  const [adminKey, setAdminKey] = useState('');
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!adminKey.trim()) {
      setError(t('quickLogin.enterKey'));
      toast({ title: t('quickLogin.keyRequired'), description: t('quickLogin.enterKey'), variant: 'destructive' });
      return;
    }
    setError('');
    login.mutate(adminKey.trim(), {
      onSuccess: ({ token, user }) => {
        setAdminKey('');
        storeSession(token, user);
        navigate(ROUTES.adminDashboard, { replace: true });
      },
      onError: (failure) => {
        const code = failure instanceof ApiError ? failure.code : undefined;
        const badKey = code === 'VALIDATION_FAILED' || code === 'BAD_REQUEST';
        const message =
          code === 'NOT_FOUND'
            ? t('quickLogin.disabled')
            : code === 'TOO_MANY_REQUESTS'
              ? t('quickLogin.tooMany')
              : badKey
                ? t('quickLogin.enterKey')
                : t('quickLogin.deniedBody');
        setError(message);
        toast({ title: badKey ? t('quickLogin.keyRequired') : t('quickLogin.denied'), description: message, variant: 'destructive' });
      },
    });
  };

  return (
    <main className="mx-auto max-w-md px-4 py-12">
      <Card className="p-6">
        <h1 className="text-2xl font-bold">{t('quickLogin.title')}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('quickLogin.subtitle')}</p>
        <form onSubmit={submit} noValidate className="mt-6 space-y-4">
          <TextField
            label={t('quickLogin.key')}
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={adminKey}
            error={error || undefined}
            onChange={(e) => setAdminKey(e.target.value)}
          />
          <Button type="submit" className="w-full" disabled={login.isPending}>
            {login.isPending ? t('quickLogin.submitting') : t('quickLogin.submit')}
          </Button>
        </form>
        <Link href={ROUTES.auth} className="mt-4 block text-center text-sm font-medium text-brand-700 hover:underline">
          {t('quickLogin.normalLogin')}
        </Link>
      </Card>
    </main>
  );
}
