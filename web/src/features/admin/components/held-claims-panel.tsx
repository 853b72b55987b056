/**
 * The verifications page's queue of claims held for their texts (issue 26, docs/decisions/0234):
 * the finder sees them only once an admin releases them; a rejected one is closed and its
 * claimer told. Shown only when something waits.
 */
import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n';
import { formatRelative } from '../../../lib/format';
import { shownName } from '../../../lib/person-name';
import { useDecideHeldClaim, useHeldClaims, type HeldClaim } from '../api/claim-holds';
import { ADMIN_NS } from '../i18n';
import { failureToast } from './failure-toast';
import { ROUTES } from '@okota/shared/routes';

export function HeldClaimsPanel() {
  const { t } = useTranslation(ADMIN_NS);
  const held = useHeldClaims();
  if (!held.data?.claims.length) return null;
  return (
    <section aria-labelledby="held-claims" className="mb-6 space-y-3">
      <h2 id="held-claims" className="text-lg font-semibold text-slate-900">
        {t('heldClaims.title', { count: held.data.claims.length })}
      </h2>
      <p className="text-sm text-slate-600">{t('heldClaims.body')}</p>
      <ul className="space-y-3">
        {held.data.claims.map((claim) => (
          <HeldClaimRow key={claim.id} claim={claim} />
        ))}
      </ul>
    </section>
  );
}

function HeldClaimRow({ claim }: { claim: HeldClaim }) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const decide = useDecideHeldClaim();
  const act = (action: 'release' | 'reject') =>
    decide.mutate(
      { id: claim.id, action },
      {
        onSuccess: () => toast({ title: t(action === 'release' ? 'heldClaims.released' : 'heldClaims.rejected'), variant: 'success' }),
        onError: (error) => failureToast(t('common.error'), error, t('heldClaims.failed')),
      },
    );
  return (
    <li>
      <Card className="space-y-2 border-amber-300 p-4" data-testid="held-claim">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <Link href={ROUTES.item(claim.itemId)} className="font-semibold text-brand-800 hover:underline">
            {claim.itemTitle}
          </Link>
          <Badge tone="amber">{t(`heldClaims.reason.${claim.reason ?? 'digits'}`)}</Badge>
        </div>
        <p className="text-sm text-slate-700">
          <span className="font-medium">{t('verifications.claimer')}:</span> {shownName(claim.claimerName)}
        </p>
        {claim.answers.length > 0 && (
          <p className="break-words text-sm text-slate-700">
            <span className="font-medium">{t('verifications.answers')}:</span> {claim.answers.join(' · ')}
          </p>
        )}
        <p className="break-words text-sm text-slate-700">
          <span className="font-medium">{t('verifications.details')}:</span> {claim.additionalDetails}
        </p>
        {claim.description && <p className="break-words text-sm text-slate-700">{claim.description}</p>}
        <p className="text-xs text-slate-500">
          {t('verifications.filed', { time: formatRelative(claim.heldAt, i18n.language) ?? '' })}
          {claim.hasProofPhoto && ` · ${t('verifications.proof')}`}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => act('release')} disabled={decide.isPending}>
            {t('heldClaims.release')}
          </Button>
          <Button size="sm" variant="dangerOutline" onClick={() => act('reject')} disabled={decide.isPending}>
            {t('heldClaims.reject')}
          </Button>
        </div>
      </Card>
    </li>
  );
}
