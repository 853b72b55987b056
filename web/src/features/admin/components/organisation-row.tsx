/** One organisation in the admin's list: who and where it is, who applied, its counts, and what the admin may do next. */
import { Link } from 'wouter';
import { ROUTES } from '@okota/shared/routes';
import type { OrganisationStatus } from '@okota/shared/contracts/organisations.contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { shownName } from '../../../lib/person-name';
import { formatPhoneLocal } from '@okota/shared/phone';
import { ADMIN_NS } from '../i18n';
import type { OrganisationAction } from '../api/organisations';
import type { AdminOrganisation } from '../api/types';
import { OrganisationTextsReview } from './organisation-texts-review';

/** What each status allows, as the server's change-organisation-status.ts does (a rejection is final). */
export const ACTIONS_BY_STATUS: Record<OrganisationStatus, OrganisationAction[]> = {
  pending: ['verify', 'reject'],
  verified: ['suspend'],
  suspended: ['reinstate'],
  rejected: [],
};
const TONE = { pending: 'amber', verified: 'green', suspended: 'red', rejected: 'slate' } as const;

export function OrganisationRow({ organisation: o, onAction }: { organisation: AdminOrganisation; onAction: (action: OrganisationAction) => void }) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const applicant = shownName(o.applicant.name);
  return (
    <Card className="space-y-2 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 break-words font-semibold text-slate-900">{o.name}</h2>
        <Badge tone={TONE[o.status]}>{t(`organisations.statuses.${o.status}`, { defaultValue: o.status })}</Badge>
      </div>
      <p className="text-sm text-slate-700">
        {t(`organisations.kinds.${o.kind}`, { defaultValue: o.kind })} · {o.county}
        {o.acceptsDropOffs && ` · ${t('organisations.dropOffs')}`}
      </p>
      <p className="break-words text-sm text-slate-700">
        {o.applicant.phone
          ? t('organisations.applicant', { name: applicant, phone: formatPhoneLocal(o.applicant.phone) })
          : t('organisations.applicantNoPhone', { name: applicant })}
      </p>
      <p className="text-xs text-slate-500">
        {t('organisations.applied', { date: formatDate(o.createdAt, i18n.language) })}
        {o.verifiedAt && ` · ${t('organisations.verifiedOn', { date: formatDate(o.verifiedAt, i18n.language) })}`}
        {' · '}
        <span className="font-medium text-slate-700">{t('organisations.counts', { held: o.heldCount, collected: o.collectedCount })}</span>
      </p>
      {o.statusReason && <p className="break-words text-sm text-slate-600">{t('organisations.reason', { reason: o.statusReason })}</p>}
      <OrganisationTextsReview organisation={o} />
      <div className="flex flex-wrap items-center gap-2 pt-1">
        {ACTIONS_BY_STATUS[o.status].map((action) => (
          <Button key={action} size="sm" variant={action === 'reject' || action === 'suspend' ? 'dangerOutline' : 'primary'} onClick={() => onAction(action)}>
            {t(`organisations.actions.${action}.button`)}
          </Button>
        ))}
        {o.status === 'verified' && (
          <Link href={ROUTES.organisation(o.slug)} className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-brand-800 underline sm:min-h-9">
            {t('organisations.publicPage')}
          </Link>
        )}
      </div>
    </Card>
  );
}
