/**
 * The item page's "Held at" card (issue 28): the organisation that keeps the item, with its
 * verified badge, where and when to come, what to bring, and how collecting works — free at a
 * public office, after paying elsewhere (docs/decisions/0261). For a held item the owner does not
 * meet a finder: the desk's hours take the place of a contact.
 */
import { Link } from 'wouter';
import { ROUTES } from '@okota/shared/routes';
import type { HeldBy } from '@okota/shared/contracts/organisations.contract';
import { Card } from '../../../../components/ui/card';
import { VerifiedBadge } from '../../../../components/verified-badge';
import { useTranslation } from '../../../../i18n';
import { formatDate } from '../../../../lib/format';
import { ORG_PUBLIC_NS, kindName } from '../i18n';
import { OrganisationFacts } from './organisation-facts';

export function HeldAtCard({ heldBy }: { heldBy: HeldBy }) {
  const { t, i18n } = useTranslation(ORG_PUBLIC_NS);
  return (
    <Card className="space-y-3 border-blue-200 p-4" data-testid="held-at">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{t('heldAt.title')}</h2>
      <div>
        <p className="flex flex-wrap items-center gap-2">
          <Link href={ROUTES.organisation(heldBy.slug)} className="break-words text-lg font-semibold text-brand-800 hover:underline">
            {heldBy.name}
          </Link>
          {heldBy.verified && <VerifiedBadge label={t('verified')} />}
        </p>
        <p className="text-sm text-slate-600">
          {kindName(heldBy.kind)} · {heldBy.county}
        </p>
      </div>
      <OrganisationFacts landmark={heldBy.landmark} hours={heldBy.hours} phone={heldBy.phone} latitude={heldBy.latitude} longitude={heldBy.longitude} />
      {heldBy.heldUntil && <p className="text-xs text-slate-500">{t('heldAt.heldUntil', { date: formatDate(heldBy.heldUntil, i18n.language) })}</p>}
      <div className="text-sm text-slate-700" data-testid="held-at-bring">
        <p className="font-semibold">{t('heldAt.bringTitle')}</p>
        <p>{t('heldAt.bringId')}</p>
        <p>{t(`heldAt.bringIdCard.${heldBy.idCardProof ?? 'abstract_or_birth_certificate'}`)}</p>
      </div>
      <p className="rounded-lg bg-blue-50 p-3 text-sm text-blue-900" data-testid="held-at-collect">
        {t(heldBy.free ? 'heldAt.free' : 'heldAt.collect')}
      </p>
    </Card>
  );
}
