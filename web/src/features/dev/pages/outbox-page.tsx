import { useTranslation } from '../../../i18n';
import { useOutbox } from '../api/get-outbox';
import { OutboxFrame, OutboxMessage } from '../components/outbox-frame';
import { DEV_NS } from '../i18n';

/** /dev/outbox: lets a developer read sign-up codes and reset links without an SMTP server. */
export default function OutboxPage() {
  const { t } = useTranslation(DEV_NS);
  const outbox = useOutbox();
  return (
    <OutboxFrame title={t('title')} intro={t('intro')} empty={t('empty')} unavailable={t('unavailable')} outbox={outbox}>
      {outbox.data?.messages.map((message) => (
        <OutboxMessage
          key={message.id}
          heading={message.subject}
          headingClass="break-words"
          at={message.sentAt}
          codeFrom={message.subject}
          text={message.text}
          detail={
            <p className="mt-1 text-sm text-slate-600 break-all">
              {t('to')}: {message.to}
            </p>
          }
        />
      ))}
    </OutboxFrame>
  );
}
