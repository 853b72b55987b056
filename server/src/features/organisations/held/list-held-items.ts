/** GET /api/organisations/{id}/held: the organisation's items for its desk, newest first (docs/decisions/0241). */
import type { AppContext } from '../../../context';
import type { Viewer } from '../../items';
import { requireMember } from '../organisation-access';
import { listHeldItemsOfOrganisation } from './held-items.repository';

export async function listHeldItems(ctx: AppContext, { member, organisationId }: { member: Viewer; organisationId: string }) {
  // A suspended organisation's desk still sees what it holds: the things are still in its drawer.
  await requireMember(ctx.db, organisationId, member.id, { statuses: ['verified', 'suspended'] });
  const rows = await listHeldItemsOfOrganisation(ctx.db, organisationId);
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      categoryName: row.categoryName,
      status: row.status,
      custody: row.custody as 'posted' | 'dropped_off',
      heldSince: row.heldSince.toISOString(),
      heldUntil: row.heldUntil.toISOString(),
      expiredAt: row.expiredAt?.toISOString() ?? null,
      claimed: Boolean(row.claimed),
      paid: Boolean(row.paid),
    })),
  };
}
