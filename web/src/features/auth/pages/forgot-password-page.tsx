import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'wouter';
import { forgotPasswordSchema } from '@okota/shared';
import { Button, buttonClass } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { useRequestResetLink } from '../api/forgot-password';
import { AuthLayout } from '../components/auth-layout';
import { errorText } from '../components/error-text';
import { AUTH_NS } from '../i18n';

/** /forgot-password: the answer never tells whether an account exists. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation(AUTH_NS);
  const request = useRequestResetLink();
  const [sentTo, setSentTo] = useState<string>();
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(({ email }) =>
    request.mutate(email, {
      onSuccess: () => {
        setSentTo(email);
        toast({ title: t('toast.resetSent'), description: t('toast.resetSentBody'), variant: 'success' });
      },
      onError: (error) => toast({ title: t('toast.resetSendFailed'), description: errorText(error, t('toast.tryAgain')), variant: 'destructive' }),
    }),
  );

  return (
    <AuthLayout>
      {sentTo ? (
        <div role="status" className="space-y-4">
          <h1 className="text-xl font-bold">{t('forgot.sentTitle')}</h1>
          <p className="text-slate-600">{t('forgot.sentBody', { email: sentTo })}</p>
          <Link href="/auth" className={buttonClass('primary', 'md', 'w-full')}>{t('forgot.back')}</Link>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <h1 className="text-xl font-bold">{t('forgot.title')}</h1>
          <p className="text-sm text-slate-600">{t('forgot.body')}</p>
          <TextField label={t('fields.email')} type="email" autoComplete="email" inputMode="email" error={form.formState.errors.email?.message} {...form.register('email')} />
          <Button type="submit" className="w-full" disabled={request.isPending}>
            {request.isPending ? t('forgot.busy') : t('forgot.submit')}
          </Button>
          <p className="text-center text-sm">
            <Link href="/auth" className="font-medium text-brand-700 hover:underline">← {t('forgot.back')}</Link>
          </p>
        </form>
      )}
    </AuthLayout>
  );
}
