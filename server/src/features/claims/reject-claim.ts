/**
 * Rejecting a pending claim, or revoking an approval that is still unpaid: the claim becomes
 * rejected with the finder's note, and a revoked item is open to claims again. A paid approval
 * stands: the claimer's money has moved.
 */
import { PAYMENT_POLL_LIMIT_MS } from '@okota/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { tellPerson } from '../notifications';
import { releaseItemReservation } from '../items';
import { rejectPendingClaim, revokeClaimApproval } from './claim-lifecycle';
import { lockItem, paymentStateOfClaim, type ClaimRow } from './claims.repository';
import { CLAIM_ALREADY_DECIDED } from './approve-claim';

export const DEFAULT_REJECTION_NOTE = 'Claim rejected by finder';
export const PAID_CLAIM_STANDS = 'This claim has been paid for and can no longer be rejected';
export const PAYMENT_IN_PROGRESS = 'The claimer is paying right now. Try again in a few minutes.';

export async function rejectClaim({ ctx, claim, notes }: { ctx: AppContext; claim: ClaimRow; notes: string | null }): Promise<ClaimRow> {
  if (claim.status === 'rejected') throw new AppError('CLAIM_ALREADY_DECIDED', CLAIM_ALREADY_DECIDED);
  const finderNotes = notes?.trim() || DEFAULT_REJECTION_NOTE;
  return ctx.db.transaction(async (tx) => {
    const item = await lockItem(tx, claim.itemId);
    if (claim.status === 'approved') {
      // An M-Pesa prompt may be on the claimer's phone; give it the time the dialog polls for.
      const payment = await paymentStateOfClaim(tx, claim.id, new Date(Date.now() - PAYMENT_POLL_LIMIT_MS));
      if (payment.hasCompletedPayment) throw new AppError('CLAIM_PAID', PAID_CLAIM_STANDS);
      if (payment.hasPaymentInFlight) throw new AppError('CLAIM_OWNER_PAYING', PAYMENT_IN_PROGRESS);
    }
    // Moved only from the state the finder saw: a claim approved meanwhile is "already decided".
    const decide = claim.status === 'approved' ? revokeClaimApproval : rejectPendingClaim;
    const rejected = await decide(tx, { claimId: claim.id, finderNotes });
    if (!rejected) throw new AppError('CLAIM_ALREADY_DECIDED', CLAIM_ALREADY_DECIDED);
    if (claim.status === 'approved') await releaseItemReservation(tx, { itemId: claim.itemId, claimerId: claim.claimerId });
    // The SMS and e-mail say only that it was not approved: the finder's note stays in the app (docs/decisions/0231).
    await tellPerson(ctx, tx, {
      userId: claim.claimerId,
      turn: 'claim_rejected',
      itemId: claim.itemId,
      eventKey: `${claim.id}:${claim.status}`,
      notification: {
        type: 'claim_rejected',
        kind: claim.status === 'approved' ? 'approval_withdrawn' : 'claim_rejected',
        params: { item: item?.title ?? '', note: finderNotes },
        itemId: claim.itemId,
        itemTitle: item?.title ?? null,
        claimerId: claim.claimerId,
      },
    });
    return rejected;
  });
}
