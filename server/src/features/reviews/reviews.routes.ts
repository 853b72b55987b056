import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { reviewResponse } from '@okota/shared/contracts/reviews.contract';
import { currentUser } from '../../plugins/auth';
import { createReview } from './create-review';
import { listReviewsAbout, listReviewsOfItem, ratingOf, type ReviewRow } from './reviews.repository';
import * as reviewsApi from '@okota/shared/contracts/reviews.api';
import { registerRoute } from '../../plugins/register-route';

/** Reviews are public: like item pages, they carry a last initial, never a full last name. */
function reviewJson(row: { review: ReviewRow; reviewerFirstName: string | null; reviewerLastName: string | null }): z.infer<typeof reviewResponse> {
  const { review } = row;
  return {
    id: review.id,
    itemId: review.itemId,
    reviewerId: review.reviewerId,
    revieweeId: review.revieweeId,
    rating: review.rating,
    comment: review.comment,
    type: review.type,
    createdAt: review.createdAt.toISOString(),
    reviewer: { firstName: row.reviewerFirstName, lastName: row.reviewerLastName ? `${row.reviewerLastName.charAt(0)}.` : null },
  };
}

export const reviewRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  await registerRoute(app, reviewsApi.create, async (request, reply) => {
    const reviewer = currentUser(request);
    const review = await createReview({ db, reviewer, input: request.body });
    return reply.status(201).send(reviewJson({ review, reviewerFirstName: reviewer.firstName, reviewerLastName: reviewer.lastName }));
  });

  await registerRoute(app, reviewsApi.ofUser, async (request) => (await listReviewsAbout(db, request.params.id)).map(reviewJson));

  await registerRoute(app, reviewsApi.rating, async (request) => ratingOf(db, request.params.id));

  await registerRoute(app, reviewsApi.ofItem, async (request) => (await listReviewsOfItem(db, request.params.id)).map(reviewJson));
};
