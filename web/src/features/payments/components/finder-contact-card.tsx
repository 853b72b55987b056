/** The paid claimer's view of the finder: name, phone (tel: link) and e-mail (mailto: link). */
import { formatPhoneLocal } from '@okota/shared';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../i18n';
import { PAYMENTS_NS } from '../i18n';

export interface FinderContactCardProps {
  finderName: string;
  finderPhone?: string | null;
  finderEmail?: string | null;
}

export function FinderContactCard({ finderName, finderPhone, finderEmail }: FinderContactCardProps) {
  const { t } = useTranslation(PAYMENTS_NS);
  const missing = <span className="text-slate-500">{t('contact.inMessages')}</span>;
  return (
    <Card className="border-green-200 bg-green-50 p-4">
      <h3 className="font-semibold text-green-900">{t('contact.title')}</h3>
      <p className="mt-1 text-sm text-green-800">{t('contact.paidNote')}</p>
      <dl className="mt-3 space-y-2 text-sm">
        <div className="flex gap-3">
          <dt className="w-16 shrink-0 text-slate-600">{t('contact.name')}</dt>
          <dd className="min-w-0 break-words font-medium text-slate-900">{finderName}</dd>
        </div>
        <div className="flex gap-3">
          <dt className="w-16 shrink-0 text-slate-600">{t('contact.phone')}</dt>
          <dd className="min-w-0">
            {finderPhone ? <a className="font-medium text-brand-800 underline" href={`tel:${finderPhone}`}>{formatPhoneLocal(finderPhone)}</a> : missing}
          </dd>
        </div>
        <div className="flex gap-3">
          <dt className="w-16 shrink-0 text-slate-600">{t('contact.email')}</dt>
          <dd className="min-w-0 break-all">
            {finderEmail ? <a className="font-medium text-brand-800 underline" href={`mailto:${finderEmail}`}>{finderEmail}</a> : missing}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
