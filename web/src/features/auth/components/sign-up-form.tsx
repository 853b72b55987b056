import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { registrationFormSchema, type RegistrationData, type RegistrationForm } from '@okota/shared';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { messageWords } from '../../../i18n/validation';
import { useSendCode } from '../api/send-code';
import { AUTH_NS } from '../i18n';
import { PasswordField } from './password-field';
import { TermsCheckbox } from './terms-checkbox';
import { errorText, serverFieldErrors } from './error-text';

const EMPTY: RegistrationForm = { firstName: '', lastName: '', email: '', phone: '', password: '', confirmPassword: '', acceptTerms: false };

interface Props {
  /** What the user typed before, when coming back from the code step. */
  initial?: RegistrationForm;
  /** Server field errors to show again (e.g. a phone already in use). */
  initialErrors?: Record<string, string>;
  onCodeSent: (data: RegistrationData, typed: RegistrationForm) => void;
  onSwitchToSignIn: () => void;
}

/** Step 1 of sign-up: the details, checked with the shared rules, then a code is e-mailed. */
export function SignUpForm({ initial, initialErrors, onCodeSent, onSwitchToSignIn }: Props) {
  const { t } = useTranslation(AUTH_NS);
  const sendCode = useSendCode();
  const form = useForm({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: initial ?? EMPTY,
  });
  const { errors } = form.formState;

  useEffect(() => {
    for (const [field, message] of Object.entries(initialErrors ?? {})) {
      if (field in EMPTY) form.setError(field as keyof RegistrationForm, { type: 'server', message }, { shouldFocus: true });
    }
  }, [form, initialErrors]);

  const onSubmit = form.handleSubmit((values) => {
    const { confirmPassword: _confirm, ...data } = values;
    sendCode.mutate(
      { email: data.email },
      {
        onSuccess: () => {
          toast({ title: t('toast.codeSent'), description: t('toast.codeSentBody', { email: data.email }), variant: 'success' });
          onCodeSent({ ...data, acceptTerms: true }, form.getValues());
        },
        onError: (error) => {
          for (const [field, message] of Object.entries(serverFieldErrors(error))) {
            if (field in EMPTY) form.setError(field as keyof RegistrationForm, { type: 'server', message });
          }
          toast({ title: t('toast.codeFailed'), description: errorText(error, t('toast.tryAgain')), variant: 'destructive' });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <h1 className="text-xl font-bold">{t('signUp.title')}</h1>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('fields.firstName')} autoComplete="given-name" error={errors.firstName?.message} {...form.register('firstName')} />
        <TextField label={t('fields.lastName')} autoComplete="family-name" error={errors.lastName?.message} {...form.register('lastName')} />
      </div>
      <TextField label={t('fields.email')} type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...form.register('email')} />
      <TextField
        label={t('fields.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="0712 345 678"
        hint={t('hints.phone')}
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <PasswordField
        label={t('fields.password')}
        autoComplete="new-password"
        hint={t('hints.password')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <TermsCheckbox error={errors.acceptTerms?.message && messageWords(errors.acceptTerms.message)} {...form.register('acceptTerms')} />
      <Button type="submit" className="w-full" disabled={sendCode.isPending}>
        {sendCode.isPending ? t('signUp.busy') : t('signUp.submit')}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {t('signUp.haveAccount')}{' '}
        <button type="button" onClick={onSwitchToSignIn} className="font-medium text-brand-700 hover:underline">
          {t('tabs.signIn')}
        </button>
      </p>
    </form>
  );
}
