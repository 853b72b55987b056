import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { reviewKeys, type UserRating } from './keys';

export const getUserRating = (userId: string, signal?: AbortSignal) => apiGet<UserRating>(`/api/reviews/rating/${encodeURIComponent(userId)}`, signal);

export const useUserRating = (userId: string) =>
  useQuery({ queryKey: reviewKeys.rating(userId), queryFn: ({ signal }) => getUserRating(userId, signal), enabled: !!userId });
