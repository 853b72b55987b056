import type { WireOf } from '@okota/shared/contracts/wire';
import type { ratingResponse, reviewResponse } from '@okota/shared/contracts/reviews.contract';

/** The reviewer's last name comes as an initial ('K.'): reviews are public. */
export type Review = WireOf<typeof reviewResponse>;
export type UserRating = WireOf<typeof ratingResponse>;

export const reviewKeys = {
  all: ['reviews'] as const,
  user: (userId: string) => ['reviews', 'user', userId] as const,
  rating: (userId: string) => ['reviews', 'rating', userId] as const,
  item: (itemId: number) => ['reviews', 'item', itemId] as const,
};
