/**
 * GET /api/items/{id}/verifications. The finder sees every claim in full, with the expected
 * answers and match hints; an admin sees every claim without those; anyone else signed in
 * sees only the status of their own claims, never another claimer's answers.
 */
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { UserRow } from '../../db/schema';
import { findItem } from './claims.repository';
import { findItemQuestions, listClaimsOfItem, listOwnClaimsOnItem } from './claim-lists.repository';
import { toClaimDetail } from './claim-views';
import { underReviewOf } from './hold-doubtful-claim';
import { actsForHolder } from '../custody';

export async function listItemClaims({ ctx, itemId, viewer }: { ctx: AppContext; itemId: number; viewer: UserRow }) {
  const item = await findItem(ctx.db, itemId);
  if (!item) throw new AppError('ITEM_NOT_FOUND', 'Item not found');
  // The desk and managers of the organisation that posted it see what its finder sees (docs/decisions/0242).
  const isFinder = item.finderId === viewer.id || (await actsForHolder(ctx.db, itemId, viewer.id));
  if (!isFinder && viewer.role !== 'admin') {
    const own = await listOwnClaimsOnItem(ctx.db, itemId, viewer.id);
    return own.map(({ heldAt, heldReason, ...claim }) => ({ ...claim, underReview: underReviewOf({ heldAt, heldReason, status: claim.status }) }));
  }
  // A claim held for an admin is not the finder's yet (hold-doubtful-claim.ts).
  const [rows, questions] = await Promise.all([listClaimsOfItem(ctx.db, itemId, { withHeld: !isFinder }), findItemQuestions(ctx.db, itemId)]);
  return rows.map((row) => toClaimDetail(row, questions!, { isFinder }));
}
