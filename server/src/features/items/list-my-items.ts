/** GET /api/my-items: everything the caller posted, with each item's claims (for the dashboard). */
import type { AppContext } from '../../context';
import { listClaimsOfItems, listItemsOfFinder } from './items.repository';
import { toItemJson, type Viewer } from './item-json';

export async function listMyItems(ctx: AppContext, { finder }: { finder: Viewer }) {
  const records = await listItemsOfFinder(ctx.db, finder.id);
  const claims = await listClaimsOfItems(
    ctx.db,
    records.map((r) => r.item.id),
  );
  return records.map((record) => ({
    ...toItemJson(record, { isFinder: true, isAdmin: finder.role === 'admin', hasPaid: false }),
    verifications: claims
      .filter((claim) => claim.itemId === record.item.id)
      .map(({ id, status, claimerId, createdAt }) => ({ id, status, claimerId, createdAt: createdAt.toISOString() })),
  }));
}
