/**
 * GET /api/items/{id}/verification/{userId}: where one user stands on one item. Answered only
 * to that user, the item's finder and admins.
 */
import { MAX_CLAIMS_PER_ITEM } from '@okota/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { UserRow } from '../../db/schema';
import { countClaimsOf, findItem, findLatestClaimOf, hasCompletedPayment, refundStatusOfClaim } from './claims.repository';
import { usualAnswerHours } from './usual-answer-time';
import { hiddenFromFinder, underReviewOf } from './hold-doubtful-claim';

export type VerificationStatus = 'none' | 'pending' | 'approved' | 'rejected';

export const NOT_YOUR_VERIFICATION = 'You can only see your own verification';

export async function getVerificationStatus({ ctx, itemId, userId, viewer }: { ctx: AppContext; itemId: number; userId: string; viewer: UserRow }) {
  const item = await findItem(ctx.db, itemId);
  if (!item) throw new AppError('ITEM_NOT_FOUND', 'Item not found');
  if (viewer.id !== userId && viewer.id !== item.finderId && viewer.role !== 'admin') throw new AppError('VERIFICATION_NOT_YOURS', NOT_YOUR_VERIFICATION);
  const [claim, hasPaid, counts] = await Promise.all([
    findLatestClaimOf(ctx.db, itemId, userId),
    hasCompletedPayment(ctx.db, itemId, userId),
    countClaimsOf(ctx.db, itemId, userId),
  ]);
  // The finder does not learn of a claim held for an admin (hold-doubtful-claim.ts) before it is released.
  const hiddenFromViewer = !!claim && hiddenFromFinder(claim) && viewer.id !== userId && viewer.role !== 'admin';
  const shown = hiddenFromViewer ? undefined : claim;
  const status: VerificationStatus = shown?.status ?? 'none';
  return {
    status,
    hasPaid,
    verificationId: shown?.id,
    finderNotes: shown?.status === 'rejected' ? shown.finderNotes : null,
    underReview: shown ? underReviewOf(shown) : null,
    claimsLeft: Math.max(0, MAX_CLAIMS_PER_ITEM - counts.total),
    // A claim approved and paid, then refunded after a dispute, is closed as rejected: say where the money is instead.
    refund: shown?.status === 'rejected' ? await refundStatusOfClaim(ctx.db, shown.id) : null,
    // Only a waiting owner is told how long finders usually take.
    usualAnswerHours: status === 'pending' ? await usualAnswerHours(ctx.db) : null,
  };
}
