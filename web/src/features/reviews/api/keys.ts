export interface Review {
  id: number;
  itemId: number;
  reviewerId: string;
  revieweeId: string;
  rating: number;
  comment: string;
  type: string;
  createdAt: string;
  /** The last name comes as an initial ('K.'): reviews are public. */
  reviewer: { firstName: string | null; lastName: string | null };
}

export const reviewKeys = {
  all: ['reviews'] as const,
  user: (userId: string) => ['reviews', 'user', userId] as const,
  rating: (userId: string) => ['reviews', 'rating', userId] as const,
  item: (itemId: number) => ['reviews', 'item', itemId] as const,
};
