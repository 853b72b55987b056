import { useTranslation } from '../../../i18n';
import { useSmsOutbox } from '../api/get-sms-outbox';
import { OutboxFrame, OutboxMessage } from '../components/outbox-frame';
import { DEV_NS } from '../i18n';

/** /dev/sms-outbox: the SMS the built-in Africa's Talking simulator kept (phone codes, alerts), as /dev/outbox shows e-mails. */
export default function SmsOutboxPage() {
  const { t } = useTranslation(DEV_NS);
  const outbox = useSmsOutbox();
  return (
    <OutboxFrame title={t('sms.title')} intro={t('sms.intro')} empty={t('sms.empty')} unavailable={t('sms.unavailable')} outbox={outbox}>
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
