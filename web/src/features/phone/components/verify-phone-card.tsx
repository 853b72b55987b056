/**
 * The profile's "Verify your phone": send a 6-digit code by SMS, type it in. A verified number is
 * where a finder's M-Pesa reward goes (a payout waits until then) and where SMS alerts go.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatPhoneLocal } from '@okota/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { useTranslation, type TFunction } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { apiErrorText } from '../../../lib/api-error-text';
import type { SessionUser } from '../../../lib/session';
import { useSendPhoneCode, useVerifyPhoneCode } from '../api/phone-verification';
import { PHONE_NS } from '../i18n';

/** The server's refusal of a code, by its error code, in the reader's language. */
function codeError(error: unknown, t: TFunction<typeof PHONE_NS>): string {
  if (!(error instanceof ApiError)) return t('verify.failed');
  if (error.isRateLimited) return t('verify.limited');
  switch (error.code) {
    case 'PHONE_CODE_WRONG':
      return t('verify.codeWrong', { count: Number(error.body.attemptsLeft ?? 0) });
    case 'PHONE_CODE_BURNED':
      return t('verify.tooManyTries');
    case 'PHONE_CODE_EXPIRED':
      return t('verify.codeExpired');
    case 'VALIDATION_FAILED':
      return t('verify.codeFormat');
    default:
      // Any other refusal in its own words (a number another account took), else the general one.
      return apiErrorText(error, t('verify.failed'));
  }
}

/** Where every "Verify your phone" button leads (ROUTES.verifyPhone): the card scrolls into view. */
export const VERIFY_PHONE_ANCHOR = 'verify-phone';

export default function VerifyPhoneCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation(PHONE_NS);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (window.location.hash === `#${VERIFY_PHONE_ANCHOR}`) section.current?.scrollIntoView({ block: 'start' });
  }, []);
  const send = useSendPhoneCode();
  const verify = useVerifyPhoneCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const phone = formatPhoneLocal(user.phone);

  const onSend = () => {
    setError(undefined);
    send.mutate(undefined, {
      onError: (failure) =>
        toast({ title: failure instanceof ApiError && failure.isRateLimited ? t('verify.limited') : t('verify.failed'), variant: 'destructive' }),
    });
  };
  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setError(t('verify.codeFormat'));
    verify.mutate(code.trim(), {
      onSuccess: () => {
        toast({ title: t('verify.done'), variant: 'success' });
        setCode('');
        send.reset();
      },
      onError: (failure) => setError(codeError(failure, t)),
    });
  };

  return (
    <section
      ref={section}
      id={VERIFY_PHONE_ANCHOR}
      aria-labelledby="verify-phone-title"
      className="scroll-mt-20 min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="verify-phone-title" className="text-lg font-bold text-slate-900">
          {t('verify.title')}
        </h2>
        <Badge tone={user.phoneVerified ? 'green' : 'amber'}>{user.phoneVerified ? t('verify.verified') : t('verify.unverified')}</Badge>
      </div>
      <p className="mt-1 text-sm text-slate-600">{user.phoneVerified ? t('verify.bodyVerified', { phone }) : t('verify.bodyUnverified', { phone })}</p>
      {!user.phoneVerified && (
        <div className="mt-4 space-y-3">
          {send.isSuccess ? (
            <form onSubmit={onVerify} noValidate className="space-y-3">
              <p role="status" className="text-sm text-slate-700">
                {t('verify.sent', { phone: formatPhoneLocal(send.data.phone) })}
              </p>
              <TextField
                label={t('verify.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
                error={error}
              />
              <div className="flex flex-col gap-3 sm:flex-row">
                <Button type="submit" disabled={verify.isPending}>
                  {verify.isPending ? t('verify.checking') : t('verify.submit')}
                </Button>
                <Button variant="ghost" onClick={onSend} disabled={send.isPending}>
                  {t('verify.resend')}
                </Button>
              </div>
            </form>
          ) : (
            <Button onClick={onSend} disabled={send.isPending}>
              {send.isPending ? t('verify.sending') : t('verify.send')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
