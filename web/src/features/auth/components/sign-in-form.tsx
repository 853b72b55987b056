import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation } from 'wouter';
import { loginSchema } from '@okota/shared';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { isSuspensionError, storeSession } from '../../../lib/session';
import { useLogIn } from '../api/log-in';
import { AUTH_NS } from '../i18n';
import { pathAfterSignIn } from '../start-page';
import { PasswordField } from './password-field';
import { errorText } from './error-text';

export function SignInForm({ redirectTo, onSwitchToSignUp }: { redirectTo: string | null; onSwitchToSignUp: () => void }) {
  const { t } = useTranslation(AUTH_NS);
  const [, navigate] = useLocation();
  const login = useLogIn();
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: ({ token, user }) => {
        storeSession(token, user);
        toast({ title: t('toast.welcomeBack'), description: t('toast.welcomeBackBody', { name: user.firstName || user.email }), variant: 'success' });
        navigate(pathAfterSignIn(user.role, redirectTo), { replace: true });
      },
      onError: (error) => {
        // The shell shows the 'Account Suspended' notice itself.
        if (isSuspensionError(error)) return;
        toast({ title: t('toast.loginFailed'), description: errorText(error, t('toast.invalidCredentials')), variant: 'destructive' });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <h1 className="text-xl font-bold">{t('signIn.title')}</h1>
      <TextField label={t('fields.email')} type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...form.register('email')} />
      <PasswordField label={t('fields.password')} autoComplete="current-password" error={errors.password?.message} {...form.register('password')} />
      <div className="flex justify-end">
        <Link href="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">{t('forgotLink')}</Link>
      </div>
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? t('signIn.busy') : t('signIn.submit')}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {t('signIn.noAccount')}{' '}
        <button type="button" onClick={onSwitchToSignUp} className="font-medium text-brand-700 hover:underline">{t('signIn.createOne')}</button>
      </p>
    </form>
  );
}
