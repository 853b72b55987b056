import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { reviewSchema } from '@okota/shared/schemas/social.schema';
import { apiPost } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import { reviewKeys, type Review } from './keys';

export type NewReview = z.output<typeof reviewSchema>;

export const createReview = (review: NewReview) => apiPost<Review>('/api/reviews', review);

export const useCreateReview = () =>
  useMutation({
    mutationFn: createReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
