import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api';
import { publicKeys } from '../../../lib/public-data';
import { adminKeys } from './keys';
import type { z } from 'zod';
import type { categorySchema } from '@okota/shared/schemas/admin.schema';
import type { AdminCategory } from './types';

export type CategoryInput = z.input<typeof categorySchema>;

export function useAdminCategories() {
  return useQuery({ queryKey: adminKeys.categories, queryFn: () => apiGet<AdminCategory[]>('/api/admin/categories') });
}

function useCategoryMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.categories }),
        queryClient.invalidateQueries({ queryKey: publicKeys.categories }),
        queryClient.invalidateQueries({ queryKey: publicKeys.stats }),
      ]),
  });
}

export const useCreateCategory = () => useCategoryMutation((input: CategoryInput) => apiPost('/api/admin/categories', input));
export const useUpdateCategory = () => useCategoryMutation(({ id, ...input }: CategoryInput & { id: number }) => apiPut(`/api/admin/categories/${id}`, input));
/** With moveTo, the category's items and lost reports move there first (it may then hold items). */
export const useDeleteCategory = () =>
  useCategoryMutation(({ id, moveTo }: { id: number; moveTo?: number }) => apiDelete(`/api/admin/categories/${id}${moveTo ? `?moveTo=${moveTo}` : ''}`));
