/**
 * A signed-in user asks for an item: their answers, details and optional proof photo, scrubbed
 * of contact details, become a pending claim, and the finder is told.
 */
import { MAX_CLAIMS_PER_ITEM, scrubContactInfo, type ClaimInput } from '@okota/shared';
import type { AppContext } from '../../context';
import { countEvent } from '../../lib/analytics';
import { badRequest, conflict, isUniqueViolation, notFound, tooManyRequests } from '../../lib/errors';
import { notify } from '../notifications/notify';
import { countClaimsOf, findItem, insertClaim, type ClaimRow } from './claims.repository';
import { prepareProofFile } from './proof-file';
import { deleteProof, saveProof } from './proof-storage';

export const ITEM_HAS_APPROVED_CLAIMER = 'Item Has Approved Claimer';
export const CLAIM_ALREADY_PENDING = 'You already have a claim waiting for the finder\'s decision on this item';
export const CLAIM_LIMIT_REACHED = `You can submit at most ${MAX_CLAIMS_PER_ITEM} claims for one item`;
export const OWN_ITEM_CLAIM = 'You cannot claim an item you posted';
export const PROOF_REQUIRED = 'The finder asks for a proof photo for this item';

export interface SubmitClaimOptions {
  ctx: AppContext;
  itemId: number;
  claimerId: string;
  input: ClaimInput;
  proofPhoto?: Buffer;
}

const optionalText = (text: string | undefined) => (text ? scrubContactInfo(text) : null);

export async function submitClaim({ ctx, itemId, claimerId, input, proofPhoto }: SubmitClaimOptions): Promise<ClaimRow> {
  const item = await findItem(ctx.db, itemId);
  if (!item || item.isHidden || item.status === 'removed') throw notFound('Item not found');
  if (item.finderId === claimerId) throw badRequest(OWN_ITEM_CLAIM);
  if (item.status !== 'available' || item.claimedBy) throw conflict(ITEM_HAS_APPROVED_CLAIMER);
  if (item.requiresProofPhoto && !proofPhoto) throw badRequest(PROOF_REQUIRED, { errors: { proofPhoto: PROOF_REQUIRED } });

  const counts = await countClaimsOf(ctx.db, itemId, claimerId);
  if (counts.pending > 0) throw conflict(CLAIM_ALREADY_PENDING);
  // A limit per claimer and item, not a rate: waiting does not lift it, so no Retry-After.
  if (counts.total >= MAX_CLAIMS_PER_ITEM) throw tooManyRequests(CLAIM_LIMIT_REACHED, 0);

  const proofKey = proofPhoto ? await saveProof(ctx, await prepareProofFile(proofPhoto)) : null;
  try {
    const claim = await ctx.db.transaction(async (tx) => {
      const row = await insertClaim(tx, {
        itemId,
        claimerId,
        answer1: optionalText(input.answer1),
        answer2: optionalText(input.answer2),
        answer3: optionalText(input.answer3),
        additionalDetails: scrubContactInfo(input.additionalDetails),
        description: optionalText(input.description),
        proofPhotoUrl: proofKey,
      });
      await notify(tx, {
        userId: item.finderId,
        type: 'claim',
        kind: 'claim_received',
        params: { item: item.title },
        itemId,
        itemTitle: item.title,
        claimerId,
      });
      return row;
    });
    await countEvent(ctx.db, 'itemsClaimed');
    return claim;
  } catch (error) {
    if (proofKey) await deleteProof(ctx, proofKey);
    // Two submissions at once: the database keeps one open claim per claimer and item.
    if (isUniqueViolation(error, 'claims_one_open_per_claimer')) throw conflict(CLAIM_ALREADY_PENDING);
    throw error;
  }
}
