/**
 * Doubt goes to a person, for claims too (issue 26, docs/decisions/0234): a claim whose texts
 * still look like contact details the detector could not be sure of is saved, but waits for an
 * admin unseen by the finder (no "new claim" message) instead of reaching them on a guess. The
 * claim keeps its status `pending`, so every status rule (one open claim per claimer, the limit
 * per item, closing open claims on an approval) holds as it is; `held_at` only hides it.
 */
import { checkJoinedTexts, type ClaimInput, type ContactRiskReason } from '@okota/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { listHolderDeskIds } from '../custody';
import { tellPerson } from '../notifications';
import type { ClaimableItem, ClaimRow } from './claims.repository';

/**
 * What raised a doubt in the claimer's free texts (as typed, before scrubbing), or null: each
 * alone and all read as one, in the finder's reading order (scrub-joined.ts, docs/decisions/0265).
 */
export function claimDoubt(input: ClaimInput): ContactRiskReason | null {
  return checkJoinedTexts([input.answer1, input.answer2, input.answer3, input.description, input.additionalDetails]).reason;
}

/** Waiting for an admin: held and not decided yet. */
export const isHeld = (claim: Pick<ClaimRow, 'heldAt' | 'status'>) => claim.heldAt !== null && claim.status === 'pending';
/** Not the finder's: held and never released (a release clears `held_at`; a rejection keeps it). */
export const hiddenFromFinder = (claim: Pick<ClaimRow, 'heldAt'>) => claim.heldAt !== null;

/** What the claimer is shown of a hold: the doubt's code (the web words it in their language), or null. */
export const underReviewOf = (claim: Pick<ClaimRow, 'heldAt' | 'heldReason' | 'status'>) => (isHeld(claim) ? (claim.heldReason as ContactRiskReason) : null);

/**
 * The finder's turn, when a claim reaches them (at submission, or when an admin releases it: both
 * through claim-reminders.ts's tellFinderOfNewClaim, which also queues the reminder), and again a
 * day on while it waits for their answer.
 */
export async function tellFinderOfClaim(
  ctx: AppContext,
  tx: Executor,
  item: Pick<ClaimableItem, 'id' | 'finderId' | 'title'>,
  claim: Pick<ClaimRow, 'id' | 'claimerId'>,
  turn: 'claim_received' | 'claim_waiting' = 'claim_received',
) {
  // In the app, by SMS and by e-mail (docs/decisions/0231); for an organisation's item, every member
  // of its desk, each by their own switches (docs/decisions/0261).
  // Each desk member (the poster too, while a member) is led to the desk's claims, not to a finder's
  // dashboard that does not list them (docs/decisions/0268).
  const desk = await listHolderDeskIds(tx, item.id);
  const people = [item.finderId, ...desk.filter((id) => id !== item.finderId)];
  for (const userId of people) {
    await tellPerson(ctx, tx, {
      userId,
      ...(desk.includes(userId) ? { atDesk: true as const } : {}),
      turn,
      itemId: item.id,
      eventKey: claim.id,
      notification: { type: 'claim', kind: turn, params: { item: item.title }, itemId: item.id, itemTitle: item.title, claimerId: claim.claimerId },
    });
  }
}
