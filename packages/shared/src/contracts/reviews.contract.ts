/** The reviews API's contract (docs/product/user-flows.md section 9): the review body is in ../schemas/social.schema.ts. */
import { z } from 'zod';

export const reviewUserParams = z.object({ id: z.uuid('Invalid user id') });

export const reviewResponse = z.object({
  id: z.number(),
  itemId: z.number(),
  reviewerId: z.string(),
  revieweeId: z.string(),
  rating: z.number(),
  comment: z.string(),
  type: z.string(),
  createdAt: z.string(),
  /** Reviews are public: the last name comes as an initial ('K.'). */
  reviewer: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable() }),
});
export const reviewListResponse = z.array(reviewResponse);

export const ratingResponse = z.object({ rating: z.number(), count: z.number() });
