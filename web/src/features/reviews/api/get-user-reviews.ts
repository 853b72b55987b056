import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { reviewKeys, type Review } from './keys';

/** Reviews about a user, newest first. */
export const getUserReviews = (userId: string, signal?: AbortSignal) => apiGet<Review[]>(`/api/reviews/user/${encodeURIComponent(userId)}`, signal);

export const useUserReviews = (userId: string) =>
  useQuery({ queryKey: reviewKeys.user(userId), queryFn: ({ signal }) => getUserReviews(userId, signal), enabled: !!userId });
