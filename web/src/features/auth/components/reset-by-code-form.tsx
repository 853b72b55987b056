/** Forgot-password by SMS (docs/decisions/0230): the code from the SMS and a new password. */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation } from 'wouter';
import { otpSchema, phoneResetPasswordFormSchema } from '@okota/shared';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { useResetPassword } from '../api/reset-password';
import { AUTH_NS } from '../i18n';
import { AUTH_PHONE_NS } from '../i18n-phone';
import { CodeInput } from './code-input';
import { PasswordField } from './password-field';
import { errorText, serverFieldErrors } from './error-text';
import { ROUTES } from '@okota/shared/routes';

export function ResetByCodeForm({ phone, typed, onBack }: { phone: string; typed: string; onBack: () => void }) {
  const { t } = useTranslation(AUTH_NS);
  const { t: tp } = useTranslation(AUTH_PHONE_NS);
  const [, navigate] = useLocation();
  const reset = useResetPassword();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const form = useForm({ resolver: zodResolver(phoneResetPasswordFormSchema), defaultValues: { password: '', confirmPassword: '' } });
  const { errors } = form.formState;
  const ready = otpSchema.safeParse(code).success;

  const onSubmit = form.handleSubmit(({ password }) => {
    if (!ready) return;
    reset.mutate(
      { phone, code, newPassword: password },
      {
        onSuccess: () => {
          toast({ title: t('toast.resetDone'), description: t('toast.resetDoneBody'), variant: 'success' });
          navigate(ROUTES.auth, { replace: true });
        },
        onError: (error) => {
          setCodeError(serverFieldErrors(error).code);
          toast({ title: t('toast.resetFailed'), description: errorText(error, t('toast.tryAgain')), variant: 'destructive' });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div>
        <h1 className="text-xl font-bold">{tp('forgot.codeTitle')}</h1>
        <p className="mt-2 text-sm text-slate-600">{tp('forgot.codeBody', { phone: typed })}</p>
      </div>
      <CodeInput label={t('fields.code')} value={code} onChange={setCode} error={codeError} />
      <PasswordField
        label={t('fields.newPassword')}
        autoComplete="new-password"
        hint={t('hints.phonePassword')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField
        label={t('fields.confirmNewPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" className="w-full" disabled={!ready || reset.isPending}>
        {reset.isPending ? t('reset.busy') : tp('forgot.codeSubmit')}
      </Button>
      <p className="text-center text-sm">
        <button type="button" onClick={onBack} className="font-medium text-slate-700 hover:underline">
          ← {tp('code.change')}
        </button>
      </p>
    </form>
  );
}
