import { formatNairobiDateTime } from '@okota/shared';
import { useTranslation } from '../../../i18n';
import { useSmsOutbox } from '../api/get-sms-outbox';
import { OutboxFrame, OutboxMessage } from '../components/outbox-frame';
import { DEV_NS } from '../i18n';

/** /dev/sms-outbox: the SMS the built-in Africa's Talking simulator kept (phone codes, alerts), as /dev/outbox shows e-mails. */
export default function SmsOutboxPage() {
  const { t, i18n } = useTranslation(DEV_NS);
  const outbox = useSmsOutbox();
  return (
    <OutboxFrame title={t('sms.title')} intro={t('sms.intro')} empty={t('sms.empty')} unavailable={t('sms.unavailable')} outbox={outbox}>
      {!!outbox.data?.waiting.length && (
        <section aria-labelledby="sms-waiting-title" className="rounded-xl border border-amber-300 bg-amber-50 p-4" data-testid="sms-waiting">
          <h2 id="sms-waiting-title" className="font-semibold text-amber-900">
            {t('sms.waitingTitle')}
          </h2>
          <p className="mt-1 text-sm text-amber-900">{t('sms.waitingIntro')}</p>
          <ul className="mt-3 space-y-3">
            {outbox.data.waiting.map((sms, index) => (
              <li key={`${sms.sendAfter}-${index}`} className="break-words text-sm text-slate-800">
                <p className="font-medium">
                  {t('sms.goesAt')} {formatNairobiDateTime(new Date(sms.sendAfter), i18n.language === 'sw' ? 'sw' : 'en')} · {t('to')}:{' '}
                  <span className="break-all">{sms.to}</span> · {sms.kind}
                </p>
                <p className="mt-1">{sms.text}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {outbox.data?.messages.map((message, index) => (
        <OutboxMessage
          key={message.messageId ?? `${message.receivedAt}-${index}`}
          heading={`${t('to')}: ${message.to}`}
          headingClass="break-all"
          at={message.receivedAt}
          codeFrom={message.text}
          text={message.text}
          detail={
            <p className="mt-1 text-sm text-slate-600">
              {t('sms.status')}: {message.reports.at(-1)?.status ?? message.status}
            </p>
          }
        />
      ))}
    </OutboxFrame>
  );
}
