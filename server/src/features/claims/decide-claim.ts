/**
 * PUT /api/verifications/{id}/status: the item's finder, and nobody else (not an admin, not a
 * claimer), approves or rejects a claim. For an item an organisation posted, its desk and
 * managers act as the finder (docs/decisions/0242).
 */
import { scrubContactInfo } from '@okota/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { findClaim, findItem, type ClaimRow } from './claims.repository';
import { approveClaim } from './approve-claim';
import { rejectClaim } from './reject-claim';
import { hiddenFromFinder } from './hold-doubtful-claim';
import { actsForHolder } from '../custody';

export const ONLY_FINDER_DECIDES = 'Only the finder of this item can approve or reject its claims';

export interface DecideClaimOptions {
  ctx: AppContext;
  claimId: number;
  userId: string;
  status: 'approved' | 'rejected';
  finderNotes?: string;
}

export async function decideClaimStatus({ ctx, claimId, userId, status, finderNotes }: DecideClaimOptions): Promise<ClaimRow> {
  const claim = await findClaim(ctx.db, claimId);
  const item = claim && (await findItem(ctx.db, claim.itemId));
  if (!claim || !item) throw new AppError('CLAIM_NOT_FOUND', 'Claim not found');
  if (item.finderId !== userId && !(await actsForHolder(ctx.db, item.id, userId))) throw new AppError('CLAIM_ONLY_FINDER_DECIDES', ONLY_FINDER_DECIDES);
  // Held for an admin: the finder does not know of it yet (hold-doubtful-claim.ts).
  if (hiddenFromFinder(claim)) throw new AppError('CLAIM_NOT_FOUND', 'Claim not found');
  // Notes reach the claimer, so the finder cannot pass contact details through them either.
  const notes = finderNotes ? scrubContactInfo(finderNotes) : null;
  return status === 'approved' ? approveClaim({ ctx, claim, notes }) : rejectClaim({ ctx, claim, notes });
}
