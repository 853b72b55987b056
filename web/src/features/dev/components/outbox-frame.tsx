/**
 * What /dev/outbox (e-mails) and /dev/sms-outbox (SMS) share: the heading with Refresh, the
 * loading, unavailable and empty states, and one card per message with its code in large digits.
 */
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { DEV_NS } from '../i18n';

interface OutboxQuery {
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
  data?: { messages: readonly unknown[] };
}

export function OutboxFrame({
  title,
  intro,
  empty,
  unavailable,
  outbox,
  children,
}: {
  title: string;
  intro: string;
  empty: string;
  unavailable: string;
  outbox: OutboxQuery;
  children: ReactNode;
}) {
  const { t } = useTranslation(DEV_NS);
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        <Button variant="outline" size="sm" onClick={() => void outbox.refetch()}>
          {t('refresh')}
        </Button>
      </div>
      <p className="mt-2 text-sm text-slate-600">{intro}</p>
      {outbox.isLoading && <Spinner />}
      {outbox.isError && <p className="mt-6 rounded-lg bg-amber-50 p-4 text-amber-900">{unavailable}</p>}
      {outbox.data?.messages.length === 0 && <p className="mt-6 text-slate-600">{empty}</p>}
      <ul className="mt-6 space-y-4">{children}</ul>
    </main>
  );
}

/** One message: its heading and time, a line under them, the 6-digit code found in `codeFrom`, the text. */
export function OutboxMessage({
  heading,
  headingClass,
  at,
  detail,
  codeFrom,
  text,
}: {
  heading: ReactNode;
  headingClass: string;
  at: string;
  detail: ReactNode;
  codeFrom: string;
  text: string;
}) {
  const { t, i18n } = useTranslation(DEV_NS);
  const code = /\b\d{6}\b/.exec(codeFrom)?.[0];
  return (
    <li>
      <Card className="p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className={`font-semibold ${headingClass}`}>{heading}</h2>
          <time className="text-xs text-slate-500" dateTime={at}>
            {formatDateTime(at, i18n.language)}
          </time>
        </div>
        {detail}
        {code && (
          <p className="mt-3 text-sm">
            {t('code')}: <strong className="font-mono text-2xl tracking-widest text-brand-800">{code}</strong>
          </p>
        )}
        <pre className="mt-3 overflow-x-auto whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 text-sm text-slate-800">{text}</pre>
      </Card>
    </li>
  );
}
