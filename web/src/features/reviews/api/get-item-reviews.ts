import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { reviewKeys, type Review } from './keys';

/** Reviews the two parties left on an item (tells the Leave a Review card whether it is done). */
export const getItemReviews = (itemId: number, signal?: AbortSignal) => apiGet<Review[]>(`/api/reviews/item/${itemId}`, signal);

export const useItemReviews = (itemId: number, enabled = true) =>
  useQuery({ queryKey: reviewKeys.item(itemId), queryFn: ({ signal }) => getItemReviews(itemId, signal), enabled });
