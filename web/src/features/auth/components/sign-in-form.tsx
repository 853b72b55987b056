import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation } from 'wouter';
import { z } from 'zod';
import { MESSAGE_KEYS } from '@okota/shared';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { hasSignedInHere, isSuspensionError, storeSession } from '../../../lib/session';
import { useLogIn } from '../api/log-in';
import { AUTH_NS } from '../i18n';
import { AUTH_PHONE_NS } from '../i18n-phone';
import { pathAfterSignIn } from '../start-page';
import { PasswordField } from './password-field';
import { errorText } from './error-text';
import { identifierSchema, identify } from './identifier';
import { ROUTES } from '@okota/shared/routes';

/** Sign in with the phone number or the e-mail address, in one field (docs/decisions/0230). */
export function SignInForm({ redirectTo, onSwitchToSignUp }: { redirectTo: string | null; onSwitchToSignUp: () => void }) {
  const { t } = useTranslation(AUTH_NS);
  const { t: tp } = useTranslation(AUTH_PHONE_NS);
  const [, navigate] = useLocation();
  const login = useLogIn();
  const schema = z.object({ identifier: identifierSchema(tp('identifierRequired')), password: z.string().min(6, MESSAGE_KEYS.passwordMin6).max(200) });
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { identifier: '', password: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ identifier, password }) => {
    const found = identify(identifier);
    if (!found.ok) return;
    const byPhone = 'phone' in found.who;
    login.mutate(
      { ...found.who, password },
      {
        onSuccess: ({ token, user }) => {
          const returning = hasSignedInHere(user.id);
          storeSession(token, user);
          const name = user.firstName || user.email || '';
          toast(
            returning
              ? { title: t('toast.welcomeBack'), description: t('toast.welcomeBackBody', { name }), variant: 'success' }
              : { title: t('toast.welcome'), description: t('toast.welcomeBody', { name }), variant: 'success' },
          );
          navigate(pathAfterSignIn(user.role, redirectTo), { replace: true });
        },
        onError: (error) => {
          // The shell shows the 'Account Suspended' notice itself.
          if (isSuspensionError(error)) return;
          toast({
            title: t('toast.loginFailed'),
            description: errorText(error, byPhone ? tp('invalidCredentials') : t('toast.invalidCredentials')),
            variant: 'destructive',
          });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <h1 className="text-xl font-bold">{t('signIn.title')}</h1>
      <TextField
        label={tp('identifier')}
        autoComplete="username"
        hint={tp('identifierHint')}
        error={errors.identifier?.message}
        {...form.register('identifier')}
      />
      <PasswordField label={t('fields.password')} autoComplete="current-password" error={errors.password?.message} {...form.register('password')} />
      <div className="flex justify-end">
        <Link href={ROUTES.forgotPassword} className="text-sm font-medium text-brand-700 hover:underline">
          {t('forgotLink')}
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? t('signIn.busy') : t('signIn.submit')}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {t('signIn.noAccount')}{' '}
        <button type="button" onClick={onSwitchToSignUp} className="font-medium text-brand-700 hover:underline">
          {t('signIn.createOne')}
        </button>
      </p>
    </form>
  );
}
