/** GET /api/organisations/{id}/claims: the claims its desk may decide, as a finder sees them (docs/decisions/0242). */
import { DESK_CLAIMS_DECIDED_DAYS } from '@okota/shared/contracts/organisations.contract';
import type { AppContext } from '../../../context';
import type { Viewer } from '../../items';
import { toClaimDetail } from '../../claims';
import { requireMember } from '../organisation-access';
import { listDeskClaims } from './desk-claims.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function listDeskClaimsOf(ctx: AppContext, { member, organisationId }: { member: Viewer; organisationId: string }) {
  await requireMember(ctx.db, organisationId, member.id);
  const rows = await listDeskClaims(ctx.db, organisationId, new Date(Date.now() - DESK_CLAIMS_DECIDED_DAYS * DAY_MS));
  return {
    claims: rows.map((row) => ({
      ...toClaimDetail(row, row, { isFinder: true }),
      item: { id: row.itemId, title: row.itemTitle, status: row.itemStatus },
    })),
  };
}
