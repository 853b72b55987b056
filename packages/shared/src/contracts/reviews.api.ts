/** Reviews between the two parties of a paid item (one object per route, docs/decisions/0274; import as a namespace). */
import { defineRoute } from './route';

const reviews = {
  tag: 'reviews',
  load: async () => ({ ...(await import('./reviews.contract')), ...(await import('../schemas/social.schema')), ...(await import('./ids')) }),
};

export const create = defineRoute({
  ...reviews,
  method: 'POST',
  path: '/api/reviews',
  access: 'user',
  status: 201,
  summary: 'Reviews the other party of a paid item (once per reviewer per item)',
  schema: (s) => ({ body: s.reviewSchema, response: s.reviewResponse }),
});

export const ofUser = defineRoute({
  ...reviews,
  method: 'GET',
  path: '/api/reviews/user/:id',
  access: 'public',
  summary: 'Reviews about a user, newest first',
  schema: (s) => ({ params: s.reviewUserParams, response: s.reviewListResponse }),
});

export const rating = defineRoute({
  ...reviews,
  method: 'GET',
  path: '/api/reviews/rating/:id',
  access: 'public',
  summary: "A user's average rating and number of reviews",
  schema: (s) => ({ params: s.reviewUserParams, response: s.ratingResponse }),
});

export const ofItem = defineRoute({
  ...reviews,
  method: 'GET',
  path: '/api/reviews/item/:id',
  access: 'public',
  summary: 'Reviews left on an item by its two parties',
  schema: (s) => ({ params: s.idParams, response: s.reviewListResponse }),
});
