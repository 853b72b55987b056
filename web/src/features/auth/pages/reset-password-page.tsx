import { useEffect, useEffectEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useSearch } from 'wouter';
import { resetPasswordFormSchema } from '@okota/shared';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout } from '../components/auth-layout';
import { PasswordField } from '../components/password-field';
import { errorText } from '../components/error-text';
import { AUTH_NS } from '../i18n';
import { ROUTES } from '@okota/shared/routes';

/** /reset-password?token=…: without a token, 'Invalid reset link' and back to /auth. */
export default function ResetPasswordPage() {
  const { t } = useTranslation(AUTH_NS);
  const [, navigate] = useLocation();
  const token = new URLSearchParams(useSearch()).get('token');
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string>();
  const form = useForm({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { password: '', confirmPassword: '' } });
  const { errors } = form.formState;

  const sayInvalidLink = useEffectEvent(() => toast({ title: t('toast.invalidLink'), description: t('toast.invalidLinkBody'), variant: 'destructive' }));
  useEffect(() => {
    if (token) return;
    sayInvalidLink();
    navigate(ROUTES.auth, { replace: true });
  }, [token, navigate]);
  if (!token) return null;

  const onSubmit = form.handleSubmit(({ password }) =>
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => {
          toast({ title: t('toast.resetDone'), description: t('toast.resetDoneBody'), variant: 'success' });
          navigate(ROUTES.auth, { replace: true });
        },
        onError: (error) => {
          const message = errorText(error, t('toast.tryAgain'));
          setFailure(message);
          toast({ title: t('toast.resetFailed'), description: message, variant: 'destructive' });
        },
      },
    ),
  );

  return (
    <AuthLayout>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <h1 className="text-xl font-bold">{t('reset.title')}</h1>
        <p className="text-sm text-slate-600">{t('reset.body')}</p>
        <PasswordField
          label={t('fields.newPassword')}
          autoComplete="new-password"
          hint={t('hints.password')}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordField
          label={t('fields.confirmNewPassword')}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        {failure && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {failure}{' '}
            <Link href={ROUTES.forgotPassword} className="font-semibold underline">
              {t('reset.requestNew')}
            </Link>
          </p>
        )}
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? t('reset.busy') : t('reset.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
