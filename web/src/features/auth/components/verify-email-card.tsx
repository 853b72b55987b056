/**
 * The profile's e-mail card (docs/decisions/0230): while the account's address is unverified, a
 * prompt to confirm it; for a phone-first account without one, a way to add one, proved by its code.
 */
import { useState, type FormEvent } from 'react';
import { emailSchema } from '@okota/shared';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import type { SessionUser } from '../../../lib/session';
import { useTranslation } from '../../../i18n';
import { useSendAccountEmailCode } from '../api/account-email';
import { AUTH_EMAIL_NS } from '../i18n-email';
import { errorText } from './error-text';
import { EmailPrompt } from './email-prompt';

const cardClass = 'min-w-0 rounded-xl border border-amber-200 bg-amber-50 p-4 shadow-sm sm:p-5';

export function VerifyEmailCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation(AUTH_EMAIL_NS);
  if (!user.email) return <AddEmailCard />;
  if (user.emailVerified) return null;
  return (
    <section aria-labelledby="verify-email-title" className={cardClass}>
      <h2 id="verify-email-title" className="mb-2 text-lg font-bold text-slate-900">
        {t('title')}
      </h2>
      <EmailPrompt email={user.email} sendFirst />
    </section>
  );
}

/** The address is checked with the shared rule; it becomes the account's only once its code is entered. */
function AddEmailCard() {
  const { t } = useTranslation(AUTH_EMAIL_NS);
  const send = useSendAccountEmailCode();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(typed);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    send.mutate(parsed.data, {
      onSuccess: () => setSentTo(parsed.data),
      onError: (failure) => setError(errorText(failure, t('sendFailed'))),
    });
  };

  return (
    <section aria-labelledby="add-email-title" className={cardClass}>
      <h2 id="add-email-title" className="mb-2 text-lg font-bold text-slate-900">
        {t('addTitle')}
      </h2>
      {sentTo ? (
        <EmailPrompt email={sentTo} isNew onDone={() => setSentTo(undefined)} />
      ) : (
        <form onSubmit={submit} noValidate className="space-y-3">
          <p className="text-sm text-slate-600">{t('addBody')}</p>
          <TextField
            label={t('addLabel')}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={error}
          />
          <Button type="submit" disabled={send.isPending}>
            {t('addSubmit')}
          </Button>
        </form>
      )}
    </section>
  );
}
