/**
 * Where an organisation is and how to reach it: landmark, hours, a tap-to-call phone and, when
 * pinned, a plain OpenStreetMap link. Shared by its public page and the item page's "Held at".
 */
import { formatPhoneLocal } from '@okota/shared/phone';
import { buttonClass } from '../../../../components/ui/button';
import { useTranslation } from '../../../../i18n';
import { ORG_PUBLIC_NS } from '../i18n';
import { mapLink } from '../lib/map-link';

export interface OrganisationFactsProps {
  landmark: string;
  hours: string;
  phone: string;
  latitude: string | null;
  longitude: string | null;
}

export function OrganisationFacts({ landmark, hours, phone, latitude, longitude }: OrganisationFactsProps) {
  const { t } = useTranslation(ORG_PUBLIC_NS);
  const map = mapLink(latitude, longitude);
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
        <dt className="font-medium text-slate-600">{t('facts.landmark')}</dt>
        <dd className="break-words text-slate-900">{landmark}</dd>
        <dt className="font-medium text-slate-600">{t('facts.hours')}</dt>
        <dd className="break-words text-slate-900">{hours}</dd>
      </dl>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <a href={`tel:${phone}`} className={buttonClass('primary', 'md', 'w-full sm:w-auto')}>
          <PhoneIcon />
          {t('facts.call', { phone: formatPhoneLocal(phone) })}
        </a>
        {map && (
          <a href={map} target="_blank" rel="noopener noreferrer" className={buttonClass('outline', 'md', 'w-full sm:w-auto')}>
            <PinIcon />
            {t('facts.map')}
          </a>
        )}
      </div>
    </div>
  );
}

function PhoneIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-4 w-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M22 16.9v3a2 2 0 01-2.2 2 19.8 19.8 0 01-8.6-3.1 19.5 19.5 0 01-6-6A19.8 19.8 0 012.1 4.2 2 2 0 014.1 2h3a2 2 0 012 1.7c.1 1 .4 1.9.7 2.8a2 2 0 01-.5 2.1L8 9.9a16 16 0 006 6l1.3-1.3a2 2 0 012.1-.4c.9.3 1.8.6 2.8.7a2 2 0 011.7 2z" />
    </svg>
  );
}

function PinIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-4 w-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}
