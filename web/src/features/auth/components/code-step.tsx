import { useState, type FormEvent } from 'react';
import { otpSchema, type RegistrationData } from '@okota/shared';
import { Button } from '../../../components/ui/button';
import { CodeInput } from './code-input';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { storeSession, type SessionUser } from '../../../lib/session';
import { useSendCode } from '../api/send-code';
import { useVerifyCode } from '../api/verify-code';
import { AUTH_NS } from '../i18n';
import { errorText, serverFieldErrors } from './error-text';

interface Props {
  data: RegistrationData;
  /** Back to the details; with the server's field errors when the account was refused (409: the phone number is in use). */
  onBack: (fieldErrors?: Record<string, string>) => void;
  onCreated: (user: SessionUser) => void;
}

/** Step 2 of sign-up: the 6-digit code from the e-mail; submit stays disabled until 6 digits. */
export function CodeStep({ data, onBack, onCreated }: Props) {
  const { t } = useTranslation(AUTH_NS);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const verify = useVerifyCode();
  const resend = useSendCode();
  const ready = otpSchema.safeParse(code).success;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || verify.isPending) return;
    setError(undefined);
    verify.mutate(
      { otp: code, registrationData: data },
      {
        onSuccess: ({ token, user }) => {
          storeSession(token, user);
          // Short: on phones the toast sits over the role choice that opens next.
          toast({ title: t('toast.accountCreated'), description: t('toast.accountCreatedBody', { name: user.firstName }), variant: 'success', duration: 2500 });
          onCreated(user);
        },
        onError: (failure) => {
          // The e-mail or phone was taken meanwhile: back to the form, the field marked (by the code on the wire, not the status).
          if (failure instanceof ApiError && (failure.code === 'EMAIL_TAKEN' || failure.code === 'PHONE_TAKEN')) {
            toast({ title: t('toast.registrationFailed'), description: errorText(failure, t('toast.tryAgain')), variant: 'destructive' });
            onBack(serverFieldErrors(failure));
            return;
          }
          const message = errorText(failure, t('toast.verifyFailedBody'));
          setError(message);
          const isPlainMistake = failure instanceof ApiError && failure.code === 'OTP_INVALID';
          toast({ title: t('toast.verifyFailed'), description: isPlainMistake ? t('toast.verifyFailedBody') : message, variant: 'destructive' });
        },
      },
    );
  };

  const sendAgain = () =>
    resend.mutate(
      { email: data.email },
      {
        onSuccess: () => {
          setCode('');
          setError(undefined);
          toast({ title: t('toast.codeSent'), description: t('toast.codeSentBody', { email: data.email }), variant: 'success' });
        },
        onError: (failure) => toast({ title: t('toast.resendFailed'), description: errorText(failure, t('toast.tryAgain')), variant: 'destructive' }),
      },
    );

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div>
        <h1 className="text-xl font-bold">{t('code.title')}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('code.body', { email: data.email })}</p>
      </div>
      <CodeInput label={t('fields.code')} value={code} onChange={setCode} error={error} />
      <Button type="submit" className="w-full" disabled={!ready || verify.isPending}>
        {verify.isPending ? t('code.busy') : t('code.submit')}
      </Button>
      <p className="text-sm text-slate-600">{t('code.spam')}</p>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <button type="button" onClick={() => onBack()} className="font-medium text-slate-700 hover:underline">
          ← {t('code.change')}
        </button>
        <button type="button" onClick={sendAgain} disabled={resend.isPending} className="font-medium text-brand-700 hover:underline disabled:opacity-60">
          {resend.isPending ? t('code.resending') : t('code.resend')}
        </button>
      </div>
    </form>
  );
}
