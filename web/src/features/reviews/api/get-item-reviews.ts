import { useQuery } from '@tanstack/react-query';
import { reviewKeys } from './keys';
import * as reviewsApi from '@okota/shared/contracts/reviews.api';
import { call } from '../../../lib/api-client';

/** Reviews the two parties left on an item (tells the Leave a Review card whether it is done). */
export const getItemReviews = (itemId: number, signal?: AbortSignal) => call(reviewsApi.ofItem, { params: { id: itemId } }, { signal });

export const useItemReviews = (itemId: number, enabled = true) =>
  useQuery({ queryKey: reviewKeys.item(itemId), queryFn: ({ signal }) => getItemReviews(itemId, signal), enabled });
