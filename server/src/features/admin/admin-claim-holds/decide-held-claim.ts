/**
 * An admin decides a claim held for its texts (issue 26, docs/decisions/0234). Released, it
 * reaches the finder as a new claim would, with the same "new claim" message. Rejected, it closes
 * and the claimer is told, with our words only; the finder never hears of it.
 */
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { AppError } from '../../../lib/errors';
import { tellPerson } from '../../notifications';
import { findClaim, findItem, tellFinderOfNewClaim, refuseHeldClaim, releaseClaimHold } from '../../claims';
import { lockHeldClaim } from './claim-holds.repository';

export const NOT_HELD = 'This claim is not waiting for review';
/** Our words, in both languages (the notification inserts the note as it is). */
export const HELD_CLAIM_REJECTED_NOTE =
  'An admin found contact details in your answers. You may claim again without them. ' +
  '/ Msimamizi amepata maelezo ya mawasiliano katika majibu yako. Unaweza kudai tena bila hayo.';

interface DecideHeldOptions {
  ctx: AppContext;
  adminId: string;
  claimId: number;
}

export async function releaseHeldClaim({ ctx, adminId, claimId }: DecideHeldOptions) {
  return ctx.db.transaction(async (tx) => {
    const { claim, item } = await heldClaimAndItem(tx, claimId);
    await releaseClaimHold(tx, claim.id);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'claim.release',
      targetType: 'claim',
      targetId: claim.id,
      details: { itemId: claim.itemId, heldReason: claim.heldReason },
    });
    await tellFinderOfNewClaim(ctx, tx, item, claim);
    return { success: true as const, id: claim.id, status: 'pending' as const };
  });
}

export async function rejectHeldClaim({ ctx, adminId, claimId }: DecideHeldOptions) {
  return ctx.db.transaction(async (tx) => {
    const { claim, item } = await heldClaimAndItem(tx, claimId);
    await refuseHeldClaim(tx, { claimId: claim.id, finderNotes: HELD_CLAIM_REJECTED_NOTE });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'claim.reject_held',
      targetType: 'claim',
      targetId: claim.id,
      details: { itemId: claim.itemId, heldReason: claim.heldReason },
    });
    await tellPerson(ctx, tx, {
      userId: claim.claimerId,
      turn: 'claim_rejected',
      itemId: item.id,
      eventKey: `${claim.id}:held`,
      notification: {
        type: 'claim_rejected',
        kind: 'claim_rejected',
        params: { item: item.title, note: HELD_CLAIM_REJECTED_NOTE },
        itemId: item.id,
        itemTitle: item.title,
        claimerId: claim.claimerId,
      },
    });
    return { success: true as const, id: claim.id, status: 'rejected' as const };
  });
}

/** 404 for no such claim, 409 for one that is not held (released or decided already). */
async function heldClaimAndItem(tx: Executor, claimId: number) {
  const claim = await lockHeldClaim(tx, claimId);
  const item = claim && (await findItem(tx, claim.itemId));
  if (claim && item) return { claim, item };
  if (await findClaim(tx, claimId)) throw new AppError('CLAIM_NOT_HELD', NOT_HELD);
  throw new AppError('CLAIM_NOT_FOUND', 'Claim not found');
}
