import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { useSmsOutbox } from '../api/get-sms-outbox';
import { DEV_NS } from '../i18n';

/** /dev/sms-outbox: the SMS the built-in Africa's Talking simulator kept (phone codes, alerts), as /dev/outbox shows e-mails. */
export default function SmsOutboxPage() {
  const { t, i18n } = useTranslation(DEV_NS);
  const outbox = useSmsOutbox();
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('sms.title')}</h1>
        <Button variant="outline" size="sm" onClick={() => void outbox.refetch()}>{t('refresh')}</Button>
      </div>
      <p className="mt-2 text-sm text-slate-600">{t('sms.intro')}</p>
      {outbox.isLoading && <Spinner />}
      {outbox.isError && <p className="mt-6 rounded-lg bg-amber-50 p-4 text-amber-900">{t('sms.unavailable')}</p>}
      {outbox.data?.messages.length === 0 && <p className="mt-6 text-slate-600">{t('sms.empty')}</p>}
      <ul className="mt-6 space-y-4">
        {outbox.data?.messages.map((message, index) => {
          const code = /\b\d{6}\b/.exec(message.text)?.[0];
          return (
            <li key={message.messageId ?? `${message.receivedAt}-${index}`}>
              <Card className="p-4">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="font-semibold break-all">{t('to')}: {message.to}</h2>
                  <time className="text-xs text-slate-500" dateTime={message.receivedAt}>{formatDateTime(message.receivedAt, i18n.language)}</time>
                </div>
                <p className="mt-1 text-sm text-slate-600">{t('sms.status')}: {message.reports.at(-1)?.status ?? message.status}</p>
                {code && (
                  <p className="mt-3 text-sm">
                    {t('code')}: <strong className="font-mono text-2xl tracking-widest text-brand-800">{code}</strong>
                  </p>
                )}
                <pre className="mt-3 overflow-x-auto whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 text-sm text-slate-800">{message.text}</pre>
              </Card>
            </li>
          );
        })}
      </ul>
    </main>
  );
}
