/** A claim's proof photo, for the item's finder (or its posting organisation's desk), admins and the claimer who sent it. */
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { UserRow } from '../../db/schema';
import { findClaim, findItem } from './claims.repository';
import { PROOF_CONTENT_TYPES } from './proof-file';
import { readProof } from './proof-storage';
import { hiddenFromFinder } from './hold-doubtful-claim';
import { actsForHolder } from '../custody';

export async function readClaimProof({ ctx, claimId, viewer }: { ctx: AppContext; claimId: number; viewer: UserRow }) {
  const claim = await findClaim(ctx.db, claimId);
  const item = claim && (await findItem(ctx.db, claim.itemId));
  if (!claim || !item) throw new AppError('CLAIM_NOT_FOUND', 'Claim not found');
  const mayView = viewer.id === item.finderId || viewer.id === claim.claimerId || viewer.role === 'admin' || (await actsForHolder(ctx.db, item.id, viewer.id));
  if (!mayView) throw new AppError('CLAIM_PROOF_FINDER_ONLY', 'Only the finder of this item can see the proof photo');
  // A claim held for an admin is not the finder's yet (hold-doubtful-claim.ts).
  if (hiddenFromFinder(claim) && viewer.id !== claim.claimerId && viewer.role !== 'admin') throw new AppError('CLAIM_NOT_FOUND', 'Claim not found');
  if (!claim.proofPhotoUrl) return null;
  const proof = await readProof(ctx, claim.proofPhotoUrl);
  // The type comes from what we stored, never from what the claimer's browser said.
  return proof && { ...proof, contentType: PROOF_CONTENT_TYPES[proof.kind] };
}
