/**
 * The paid owner's way to reach the finder, built for Kenya (docs/decisions/0215): big Call and
 * WhatsApp buttons (WhatsApp opens with a greeting about the item in the reader's language), and
 * the e-mail as a quieter line below.
 */
import { formatPhoneLocal } from '@okota/shared';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../i18n';
import { PAYMENTS_NS } from '../i18n';
import { whatsAppLink } from '../lib/whatsapp-link';
import { PAID_PATH_NS } from '../paid-path-i18n';

export interface FinderContactCardProps {
  finderName: string;
  finderPhone?: string | null;
  finderEmail?: string | null;
  /** The item's title, for the WhatsApp greeting. */
  itemTitle?: string;
  /** The hand-over is done: the card says so instead of asking to arrange it (issue 25). */
  isDone?: boolean;
}

export function FinderContactCard({ finderName, finderPhone, finderEmail, itemTitle, isDone = false }: FinderContactCardProps) {
  const { t } = useTranslation(PAYMENTS_NS);
  const { t: tp } = useTranslation(PAID_PATH_NS);
  const greeting = tp('contact.greeting', { name: finderName, title: itemTitle ?? '' });
  return (
    <Card className="border-green-200 bg-green-50 p-4" data-testid="finder-contact">
      <h3 className="font-semibold text-green-900">{t('contact.title')}</h3>
      <p className="mt-1 text-sm text-green-900">{isDone ? tp('contact.doneNote') : t('contact.paidNote')}</p>
      <p className="mt-3 break-words text-lg font-semibold text-slate-900">{finderName}</p>
      {finderPhone ? (
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          <a href={`tel:${finderPhone}`} className={buttonClass('primary', 'lg', 'w-full')}>
            <PhoneIcon />
            {tp('contact.call', { phone: formatPhoneLocal(finderPhone) })}
          </a>
          <a
            href={whatsAppLink(finderPhone, greeting)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={tp('contact.whatsappLabel', { name: finderName })}
            className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-lg bg-green-700 px-6 text-base font-medium text-white transition-colors hover:bg-green-800"
          >
            <ChatIcon />
            {tp('contact.whatsapp')}
          </a>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-700">{tp('contact.noPhone')}</p>
      )}
      {finderEmail && (
        <p className="mt-3 break-all text-sm text-slate-700">
          <a className="inline-flex min-h-11 items-center text-brand-800 underline" href={`mailto:${finderEmail}`}>
            {tp('contact.email', { email: finderEmail })}
          </a>
        </p>
      )}
    </Card>
  );
}

function PhoneIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
    </svg>
  );
}

function ChatIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M3 21l1.7-5.1A8.5 8.5 0 1 1 8.1 19.3z" />
    </svg>
  );
}
