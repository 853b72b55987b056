import { useQuery } from '@tanstack/react-query';
import { reviewKeys } from './keys';
import * as reviewsApi from '@okota/shared/contracts/reviews.api';
import { call } from '../../../lib/api-client';

/** Reviews about a user, newest first. */
export const getUserReviews = (userId: string, signal?: AbortSignal) => call(reviewsApi.ofUser, { params: { id: userId } }, { signal });

export const useUserReviews = (userId: string) =>
  useQuery({ queryKey: reviewKeys.user(userId), queryFn: ({ signal }) => getUserReviews(userId, signal), enabled: !!userId });
