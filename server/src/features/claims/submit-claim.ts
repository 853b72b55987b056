/**
 * A signed-in user asks for an item: their answers, details and optional proof photo, scrubbed
 * of contact details, become a pending claim, and the finder is told (or, when the texts raise
 * a doubt, an admin looks first: hold-doubtful-claim.ts).
 */
import { MAX_CLAIMS_PER_ITEM, scrubClaimTexts, type ClaimInput } from '@okota/shared';
import type { AppContext } from '../../context';
import { countEvent } from '../../lib/analytics';
import { recordAudit } from '../../lib/audit';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { isItemPubliclyVisible } from '../../db/item-visibility';
import { compareClaimedNumber } from '../documents';
import { claimDoubt } from './hold-doubtful-claim';
import { tellFinderOfNewClaim } from './claim-reminders';
import { countClaimsOf, findItem, insertClaim, type ClaimRow } from './claims.repository';
import { prepareProofFile } from './proof-file';
import { deleteProof, saveProof } from './proof-storage';

export const ITEM_HAS_APPROVED_CLAIMER = 'Item Has Approved Claimer';
export const CLAIM_ALREADY_PENDING = "You already have a claim waiting for the finder's decision on this item";
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

export async function submitClaim({ ctx, itemId, claimerId, input, proofPhoto }: SubmitClaimOptions): Promise<ClaimRow> {
  const item = await findItem(ctx.db, itemId);
  if (!item || !isItemPubliclyVisible(item)) throw new AppError('ITEM_NOT_FOUND', 'Item not found');
  if (item.finderId === claimerId) throw new AppError('CLAIM_OWN_ITEM', OWN_ITEM_CLAIM);
  if (item.status !== 'available' || item.claimedBy) throw new AppError('CLAIM_ITEM_HAS_APPROVED_CLAIMER', ITEM_HAS_APPROVED_CLAIMER);
  if (item.requiresProofPhoto && !proofPhoto) throw new AppError('CLAIM_PROOF_REQUIRED', PROOF_REQUIRED, { errors: { proofPhoto: PROOF_REQUIRED } });

  const counts = await countClaimsOf(ctx.db, itemId, claimerId);
  if (counts.pending > 0) throw new AppError('CLAIM_ALREADY_PENDING', CLAIM_ALREADY_PENDING);
  // A limit per claimer and item, not a rate: waiting does not lift it, so no Retry-After.
  if (counts.total >= MAX_CLAIMS_PER_ITEM) throw new AppError('CLAIM_LIMIT_REACHED', CLAIM_LIMIT_REACHED, { params: { max: MAX_CLAIMS_PER_ITEM } });

  const doubt = claimDoubt(input);
  // Read as one text, in the order the finder reads them: a number cut into three answers is found whole (scrub-joined.ts).
  const { texts } = scrubClaimTexts([input.answer1, input.answer2, input.answer3, input.description, input.additionalDetails]);
  const [answer1, answer2, answer3, description, additionalDetails] = texts;
  // A document number typed in the claim: the finder learns only whether it matches the item's (docs/decisions/0265).
  const documentMatch = await compareClaimedNumber(ctx, itemId, [input.answer1, input.answer2, input.answer3, input.description, input.additionalDetails]);
  const proofKey = proofPhoto ? await saveProof(ctx, await prepareProofFile(proofPhoto)) : null;
  try {
    const claim = await ctx.db.transaction(async (tx) => {
      const row = await insertClaim(tx, {
        itemId,
        claimerId,
        answer1: answer1 || null,
        answer2: answer2 || null,
        answer3: answer3 || null,
        additionalDetails: additionalDetails ?? '',
        description: description || null,
        proofPhotoUrl: proofKey,
        documentMatch,
        ...(doubt ? { heldAt: new Date(), heldReason: doubt } : {}),
      });
      // A doubtful claim waits for an admin (hold-doubtful-claim.ts); the finder hears of it when released.
      if (doubt)
        await recordAudit(tx, {
          actorId: null,
          action: 'claim.hold_pending_review',
          targetType: 'claim',
          targetId: row.id,
          reason: doubt,
          details: { itemId },
        });
      else await tellFinderOfNewClaim(ctx, tx, item, row);
      return row;
    });
    await countEvent(ctx.db, 'itemsClaimed');
    return claim;
  } catch (error) {
    if (proofKey) await deleteProof(ctx, proofKey);
    // Two submissions at once: the database keeps one open claim per claimer and item.
    if (isUniqueViolation(error, 'claims_one_open_per_claimer')) throw new AppError('CLAIM_ALREADY_PENDING', CLAIM_ALREADY_PENDING);
    throw error;
  }
}
