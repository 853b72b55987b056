import { Link } from 'wouter';
import { useTranslation } from '../../../i18n';
import { Card } from '../../../components/ui/card';
import { SITE_INFO_NS } from '../i18n';
import { useSupportContact } from '../../../lib/public-data';
import { ROUTES } from '@okota/shared/routes';

/** Phone, e-mail, hours and response times, on the help center and the contact page. */
export function SupportCard({ link }: { link?: 'contact' | 'help' }) {
  const { t, tObject } = useTranslation(SITE_INFO_NS);
  const responses = tObject<Array<{ label: string; time: string }>>('support.responses');
  const contact = useSupportContact();
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-bold text-slate-900">{t('support.title')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('support.hours')}</p>
      <dl className="mt-4 space-y-3 text-sm">
        <div>
          <dt className="font-medium text-slate-500">{t('support.phone')}</dt>
          <dd>
            {contact ? (
              <a href={contact.phoneHref} className="text-base font-semibold text-brand-700 hover:underline">
                {contact.phone}
              </a>
            ) : (
              <Pending />
            )}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-500">{t('support.email')}</dt>
          <dd>
            {contact ? (
              <a href={`mailto:${contact.email}`} className="break-all text-base font-semibold text-brand-700 hover:underline">
                {contact.email}
              </a>
            ) : (
              <Pending />
            )}
          </dd>
        </div>
      </dl>
      <h3 className="mt-5 text-sm font-semibold text-slate-900">{t('support.responseTitle')}</h3>
      <ul className="mt-2 divide-y divide-slate-100 text-sm">
        {responses.map((row) => (
          <li key={row.label} className="flex flex-wrap justify-between gap-x-4 py-2">
            <span className="text-slate-600">{row.label}</span>
            <span className="font-medium text-slate-900">{row.time}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-500">{t('support.outsideHours')}</p>
      {link && (
        <Link href={link === 'contact' ? ROUTES.contact : ROUTES.help} className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline">
          {t(link === 'contact' ? 'support.contactLink' : 'support.helpLink')} →
        </Link>
      )}
    </Card>
  );
}

/** Holds the line's height while the server's answer is on its way, so nothing below jumps. */
function Pending() {
  return <span className="inline-block h-6 w-40 animate-pulse rounded bg-slate-100 align-middle" aria-hidden="true" />;
}
