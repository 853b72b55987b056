import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'wouter';
import { z } from 'zod';
import { Button, buttonClass } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { useRequestReset } from '../api/forgot-password';
import { AuthLayout } from '../components/auth-layout';
import { errorText } from '../components/error-text';
import { identifierSchema, identify } from '../components/identifier';
import { ResetByCodeForm } from '../components/reset-by-code-form';
import { AUTH_NS } from '../i18n';
import { AUTH_PHONE_NS } from '../i18n-phone';
import { ROUTES } from '@okota/shared/routes';

type Sent = { email: string } | { phone: string; typed: string };

/**
 * /forgot-password: a phone number gets a 6-digit code by SMS (then the code and a new password
 * here), an e-mail address a link (docs/decisions/0230). The answer never tells whether an
 * account exists.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation(AUTH_NS);
  const { t: tp } = useTranslation(AUTH_PHONE_NS);
  const request = useRequestReset();
  const [sent, setSent] = useState<Sent>();
  const form = useForm({ resolver: zodResolver(z.object({ identifier: identifierSchema(tp('identifierRequired')) })), defaultValues: { identifier: '' } });

  const onSubmit = form.handleSubmit(({ identifier }) => {
    const found = identify(identifier);
    if (!found.ok) return;
    const who = found.who;
    request.mutate(who, {
      onSuccess: () => {
        if ('phone' in who) {
          setSent({ phone: who.phone, typed: identifier.trim() });
          toast({ title: tp('forgot.codeSent'), variant: 'success' });
        } else {
          setSent({ email: who.email });
          toast({ title: t('toast.resetSent'), description: t('toast.resetSentBody'), variant: 'success' });
        }
      },
      onError: (error) => toast({ title: t('toast.resetSendFailed'), description: errorText(error, t('toast.tryAgain')), variant: 'destructive' }),
    });
  });

  return (
    <AuthLayout>
      {sent && 'phone' in sent && <ResetByCodeForm phone={sent.phone} typed={sent.typed} onBack={() => setSent(undefined)} />}
      {sent && 'email' in sent && (
        <div role="status" className="space-y-4">
          <h1 className="text-xl font-bold">{t('forgot.sentTitle')}</h1>
          <p className="text-slate-600">{t('forgot.sentBody', { email: sent.email })}</p>
          <Link href={ROUTES.auth} className={buttonClass('primary', 'md', 'w-full')}>
            {t('forgot.back')}
          </Link>
        </div>
      )}
      {!sent && (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <h1 className="text-xl font-bold">{t('forgot.title')}</h1>
          <p className="text-sm text-slate-600">{tp('forgot.body')}</p>
          <TextField label={tp('identifier')} autoComplete="username" error={form.formState.errors.identifier?.message} {...form.register('identifier')} />
          <Button type="submit" className="w-full" disabled={request.isPending}>
            {request.isPending ? t('forgot.busy') : tp('forgot.submit')}
          </Button>
          <p className="text-center text-sm">
            <Link href={ROUTES.auth} className="font-medium text-brand-700 hover:underline">
              ← {t('forgot.back')}
            </Link>
          </p>
        </form>
      )}
    </AuthLayout>
  );
}
