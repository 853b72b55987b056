/**
 * Right after an e-mail sign-up, the SMS code for the number just given (docs/decisions/0230): a
 * prompt, not a block. The code is sent once on arrival; "Skip for now" goes on as before, and
 * the profile's "Verify your phone" stays for later.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatPhoneLocal, otpSchema } from '@okota/shared';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { useSendAccountPhoneCode, useVerifyAccountPhone } from '../api/account-phone';
import { AUTH_NS } from '../i18n';
import { AUTH_PHONE_NS } from '../i18n-phone';
import { CodeInput } from './code-input';
import { errorText } from './error-text';

export function PhonePrompt({ phone, onDone }: { phone: string; onDone: () => void }) {
  const { t } = useTranslation(AUTH_NS);
  const { t: tp } = useTranslation(AUTH_PHONE_NS);
  const send = useSendAccountPhoneCode();
  const verify = useVerifyAccountPhone();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const sent = useRef(false);
  const { mutate: sendCode } = send;
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    sendCode();
  }, [sendCode]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!otpSchema.safeParse(code).success || verify.isPending) return;
    verify.mutate(code, {
      onSuccess: () => {
        toast({ title: tp('prompt.done'), variant: 'success', duration: 2500 });
        onDone();
      },
      onError: () => setError(tp('prompt.failed')),
    });
  };
  const sendAgain = () =>
    send.mutate(undefined, {
      onSuccess: () => setError(undefined),
      onError: (failure) => toast({ title: t('toast.resendFailed'), description: errorText(failure, t('toast.tryAgain')), variant: 'destructive' }),
    });

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-xl border border-slate-200 p-4 text-left">
      <div>
        <h2 className="text-lg font-bold">{tp('prompt.title')}</h2>
        <p className="mt-1 text-sm text-slate-600">{tp('prompt.body', { phone: formatPhoneLocal(phone) })}</p>
      </div>
      <CodeInput id="phone-code" label={t('fields.code')} value={code} onChange={setCode} error={error} />
      <Button type="submit" className="w-full" disabled={!otpSchema.safeParse(code).success || verify.isPending}>
        {verify.isPending ? tp('prompt.busy') : tp('prompt.submit')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <button type="button" onClick={onDone} className="font-medium text-slate-700 hover:underline">
          {tp('prompt.skip')}
        </button>
        <button type="button" onClick={sendAgain} disabled={send.isPending} className="font-medium text-brand-700 hover:underline disabled:opacity-60">
          {tp('prompt.resend')}
        </button>
      </div>
    </form>
  );
}
