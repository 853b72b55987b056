import type { OrganisationStatus } from '@okota/shared/contracts/organisations.contract';
import { Badge } from '../../../../components/ui/badge';
import { useTranslation } from '../../../../i18n';
import { DESK_NS } from '../i18n';

const TONES = { pending: 'amber', verified: 'green', suspended: 'red', rejected: 'slate' } as const;

/** An organisation's status: "Awaiting verification by Okota" until an admin verifies it. */
export function OrganisationStatusBadge({ status }: { status: OrganisationStatus }) {
  const { t } = useTranslation(DESK_NS);
  return (
    <span data-testid="organisation-status" data-status={status}>
      <Badge tone={TONES[status]}>{t(`statuses.${status}`)}</Badge>
    </span>
  );
}
