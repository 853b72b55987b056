import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { reviewSchema } from '@okota/shared';
import { errorWithReasonResponse as errorResponse } from '@okota/shared/contracts/error.contract';
import { ratingResponse, reviewListResponse, reviewResponse, reviewUserParams } from '@okota/shared/contracts/reviews.contract';
import { idParams } from '@okota/shared/contracts/ids';
import { currentUser } from '../../plugins/auth';
import { createReview } from './create-review';
import { listReviewsAbout, listReviewsOfItem, ratingOf, type ReviewRow } from './reviews.repository';

const tags = ['reviews'];

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

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.post(
    '/api/reviews',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Reviews the other party of a paid item (once per reviewer per item)',
        body: reviewSchema,
        response: { 201: reviewResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const reviewer = currentUser(request);
      const review = await createReview({ db, reviewer, input: request.body });
      return reply.status(201).send(reviewJson({ review, reviewerFirstName: reviewer.firstName, reviewerLastName: reviewer.lastName }));
    },
  );

  app.get(
    '/api/reviews/user/:id',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Reviews about a user, newest first', params: reviewUserParams, response: { 200: reviewListResponse, 400: errorResponse } },
    },
    async (request) => (await listReviewsAbout(db, request.params.id)).map(reviewJson),
  );

  app.get(
    '/api/reviews/rating/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A user's average rating and number of reviews",
        params: reviewUserParams,
        response: { 200: ratingResponse, 400: errorResponse },
      },
    },
    async (request) => ratingOf(db, request.params.id),
  );

  app.get(
    '/api/reviews/item/:id',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Reviews left on an item by its two parties', params: idParams, response: { 200: reviewListResponse, 400: errorResponse } },
    },
    async (request) => (await listReviewsOfItem(db, request.params.id)).map(reviewJson),
  );
};
