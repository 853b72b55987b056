import { useQuery } from '@tanstack/react-query';
import { reviewKeys } from './keys';
import * as reviewsApi from '@okota/shared/contracts/reviews.api';
import { call } from '../../../lib/api-client';

export const getUserRating = (userId: string, signal?: AbortSignal) => call(reviewsApi.rating, { params: { id: userId } }, { signal });

export const useUserRating = (userId: string) =>
  useQuery({ queryKey: reviewKeys.rating(userId), queryFn: ({ signal }) => getUserRating(userId, signal), enabled: !!userId });
