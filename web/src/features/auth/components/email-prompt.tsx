/**
 * "Confirm your e-mail" (docs/decisions/0230): right after a phone sign-up that gave an address,
 * whose code the server has already e-mailed; and on the profile while the address is unverified
 * (`sendFirst`: a button sends the code). A prompt, never a block: "Skip for now" goes on.
 */
import { useState, type FormEvent } from 'react';
import { otpSchema } from '@okota/shared';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { useSendAccountEmailCode, useVerifyAccountEmail } from '../api/account-email';
import { AUTH_EMAIL_NS } from '../i18n-email';
import { CodeInput } from './code-input';

interface Props {
  email: string;
  onDone?: () => void;
  /** The profile's prompt: a button sends the first code. */
  sendFirst?: boolean;
  /** An address the account does not have yet (AddEmailCard): new codes go to it, not to the account's. */
  isNew?: boolean;
}

export function EmailPrompt({ email, onDone, sendFirst = false, isNew = false }: Props) {
  const { t } = useTranslation(AUTH_EMAIL_NS);
  const send = useSendAccountEmailCode();
  const verify = useVerifyAccountEmail();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const valid = otpSchema.safeParse(code).success;
  // After sign-up it stands alone; inside a profile card, the card gives the frame and the title.
  const framed = !sendFirst && !isNew;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || verify.isPending) return;
    verify.mutate(code, {
      onSuccess: () => {
        toast({ title: t('done'), variant: 'success', duration: 2500 });
        onDone?.();
      },
      onError: () => setError(t('failed')),
    });
  };
  const sendCode = () =>
    send.mutate(isNew ? email : undefined, {
      onSuccess: () => setError(undefined),
      onError: () => toast({ title: t('sendFailed'), variant: 'destructive' }),
    });

  if (sendFirst && !send.isSuccess) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-600">{t('profileBody', { email })}</p>
        <Button onClick={sendCode} disabled={send.isPending}>
          {t('send')}
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className={framed ? 'space-y-4 rounded-xl border border-slate-200 p-4 text-left' : 'space-y-4 text-left'}>
      <div>
        {framed && <h2 className="text-lg font-bold">{t('title')}</h2>}
        <p className="mt-1 text-sm text-slate-600">{send.isSuccess ? t('sent', { email }) : t('body', { email })}</p>
      </div>
      <CodeInput id="email-code" label={t('code')} value={code} onChange={setCode} error={error} />
      <Button type="submit" className="w-full" disabled={!valid || verify.isPending}>
        {verify.isPending ? t('busy') : t('submit')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        {onDone && (
          <button type="button" onClick={onDone} className="font-medium text-slate-700 hover:underline">
            {t('skip')}
          </button>
        )}
        <button type="button" onClick={sendCode} disabled={send.isPending} className="font-medium text-brand-700 hover:underline disabled:opacity-60">
          {t('resend')}
        </button>
      </div>
    </form>
  );
}
