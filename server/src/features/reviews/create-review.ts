import { scrubContactInfo } from '@okota/shared';
import type { Database } from '../../db/client';
import { AppError, badRequest, isUniqueViolation } from '../../lib/errors';
import type { UserRow } from '../../db/schema';
import { findPaidParties, itemExists, otherPartyOf } from '../messages';
import { notify } from '../notifications';
import { insertReview } from './reviews.repository';

export interface ReviewInput {
  itemId: number;
  revieweeId: string;
  rating: number;
  comment: string;
  /** The reviewee's part on the item: the claimer reviews the 'finder', the finder the 'claimer'. */
  type: 'finder' | 'claimer';
}

/**
 * One review per reviewer per item, by one of the two parties of the completed payment, about
 * the other. Reviews are public, so contact details in the comment are removed. The item page
 * offers a review only after the hand-over (docs/decisions/0215); the API keeps the spec's rule.
 */
export async function createReview(options: { db: Database; reviewer: UserRow; input: ReviewInput }) {
  const { db, reviewer, input } = options;
  const parties = await findPaidParties(db, input.itemId);
  const otherParty = parties ? otherPartyOf(parties, reviewer.id) : null;
  if (!parties || !otherParty) {
    if (!(await itemExists(db, input.itemId))) throw new AppError('ITEM_NOT_FOUND', 'Item not found');
    throw new AppError('REVIEW_NOT_ALLOWED', 'Only the finder and the owner who paid for this item can review it');
  }
  if (input.revieweeId !== otherParty) throw new AppError('REVIEW_WRONG_PARTY', 'You can only review the other party of this item');
  const revieweeRole = otherParty === parties.finderId ? 'finder' : 'claimer';
  if (input.type !== revieweeRole) throw badRequest(`Review type must be ${revieweeRole} for this reviewee`);

  try {
    return await db.transaction(async (tx) => {
      const review = await insertReview(tx, {
        itemId: input.itemId,
        reviewerId: reviewer.id,
        revieweeId: otherParty,
        rating: input.rating,
        comment: scrubContactInfo(input.comment),
        type: input.type,
      });
      await notify(tx, {
        userId: otherParty,
        type: 'review',
        kind: 'review_received',
        params: { reviewer: reviewer.firstName, rating: input.rating, item: parties.itemTitle },
        itemId: input.itemId,
        itemTitle: parties.itemTitle,
        claimerId: parties.claimerId,
      });
      return review;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'reviews_one_per_reviewer_item')) throw new AppError('REVIEW_ALREADY_GIVEN', 'You have already reviewed this item');
    throw error;
  }
}
