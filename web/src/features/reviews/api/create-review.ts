import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { reviewSchema } from '@okota/shared/schemas/social.schema';
import { queryClient } from '../../../lib/query-client';
import { reviewKeys } from './keys';
import * as reviewsApi from '@okota/shared/contracts/reviews.api';
import { call } from '../../../lib/api-client';

export type NewReview = z.output<typeof reviewSchema>;

export const createReview = (review: NewReview) => call(reviewsApi.create, { body: review });

export const useCreateReview = () =>
  useMutation({
    mutationFn: createReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
