/**
 * Phone sign-up's second step (docs/decisions/0230): the code from the SMS, a password and the
 * terms; nothing else is asked. The account is created with the number verified.
 */
import { useState, type FormEvent } from 'react';
import { MESSAGE_KEYS, otpSchema, phonePasswordSchema } from '@okota/shared';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { messageWords } from '../../../i18n/validation';
import { storeSession, type SessionUser } from '../../../lib/session';
import { useSendCode } from '../api/send-code';
import { useVerifyPhoneSignUp } from '../api/verify-code';
import { AUTH_NS } from '../i18n';
import { AUTH_PHONE_NS } from '../i18n-phone';
import { CodeInput } from './code-input';
import { PasswordField } from './password-field';
import { errorText, serverFieldErrors } from './error-text';
import type { PhoneStart } from './phone-sign-up-form';
import { TermsCheckbox } from './terms-checkbox';

interface Props {
  start: PhoneStart;
  onBack: () => void;
  onCreated: (user: SessionUser) => void;
}

export function PhoneCodeStep({ start, onBack, onCreated }: Props) {
  const { t } = useTranslation(AUTH_NS);
  const { t: tp } = useTranslation(AUTH_PHONE_NS);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<{ otp?: string; password?: string; acceptTerms?: string }>({});
  const verify = useVerifyPhoneSignUp();
  const resend = useSendCode();
  const ready = otpSchema.safeParse(code).success;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || verify.isPending) return;
    const passwordError = phonePasswordSchema.safeParse(password).error?.issues[0]?.message;
    const next = { password: passwordError, acceptTerms: accepted ? undefined : MESSAGE_KEYS.termsRequired };
    setErrors(next);
    if (next.password || next.acceptTerms) return;
    verify.mutate(
      { phone: start.phone, otp: code, registrationData: { password, acceptTerms: true } },
      {
        onSuccess: ({ token, user }) => {
          storeSession(token, user);
          toast({ title: t('toast.accountCreated'), description: t('toast.accountCreatedBody', { name: user.firstName }), variant: 'success', duration: 2500 });
          onCreated(user);
        },
        onError: (failure) => {
          const fields = serverFieldErrors(failure);
          setErrors({ otp: fields.otp, password: fields.password, acceptTerms: fields.acceptTerms });
          toast({ title: t('toast.verifyFailed'), description: errorText(failure, t('toast.verifyFailedBody')), variant: 'destructive' });
        },
      },
    );
  };

  const sendAgain = () =>
    resend.mutate(
      { phone: start.phone, firstName: start.firstName },
      {
        onSuccess: () => {
          setCode('');
          setErrors({});
          toast({ title: tp('code.sent'), description: tp('code.sentBody', { phone: start.typedPhone }), variant: 'success' });
        },
        onError: (failure) => toast({ title: t('toast.resendFailed'), description: errorText(failure, t('toast.tryAgain')), variant: 'destructive' }),
      },
    );

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div>
        <h1 className="text-xl font-bold">{tp('code.title')}</h1>
        <p className="mt-2 text-sm text-slate-600">{tp('code.body', { phone: start.typedPhone })}</p>
      </div>
      <CodeInput label={t('fields.code')} value={code} onChange={setCode} error={errors.otp} />
      <PasswordField
        label={tp('code.password')}
        autoComplete="new-password"
        hint={t('hints.phonePassword')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <TermsCheckbox
        checked={accepted}
        onChange={(event) => setAccepted(event.target.checked)}
        error={errors.acceptTerms && messageWords(errors.acceptTerms)}
      />
      <Button type="submit" className="w-full" disabled={!ready || verify.isPending}>
        {verify.isPending ? tp('code.busy') : tp('code.submit')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <button type="button" onClick={onBack} className="font-medium text-slate-700 hover:underline">
          ← {tp('code.change')}
        </button>
        <button type="button" onClick={sendAgain} disabled={resend.isPending} className="font-medium text-brand-700 hover:underline disabled:opacity-60">
          {resend.isPending ? tp('code.resending') : tp('code.resend')}
        </button>
      </div>
    </form>
  );
}
