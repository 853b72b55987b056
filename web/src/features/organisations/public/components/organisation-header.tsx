/** The top of an organisation's public page: its name and verified badge, kind, county and how to reach it. */
import { Card } from '../../../../components/ui/card';
import { VerifiedBadge } from '../../../../components/verified-badge';
import { useTranslation } from '../../../../i18n';
import { ORG_PUBLIC_NS, kindName } from '../i18n';
import type { PublicOrganisation } from '../api/types';
import { OrganisationFacts } from './organisation-facts';

export function OrganisationHeader({ organisation }: { organisation: PublicOrganisation }) {
  const { t } = useTranslation(ORG_PUBLIC_NS);
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <div>
        <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold text-slate-900 sm:text-3xl">
          <span className="break-words">{organisation.name}</span>
          {organisation.verified && <VerifiedBadge label={t('verified')} />}
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          {kindName(organisation.kind)} · {organisation.county}
        </p>
      </div>
      <OrganisationFacts
        landmark={organisation.landmark}
        hours={organisation.hours}
        phone={organisation.publicPhone}
        latitude={organisation.latitude}
        longitude={organisation.longitude}
      />
      {organisation.acceptsDropOffs && <p className="rounded-lg bg-green-50 p-3 text-sm text-green-900">{t('facts.dropOffs')}</p>}
    </Card>
  );
}
