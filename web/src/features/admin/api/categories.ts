import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as adminItemsApi from '@okota/shared/contracts/admin-items.api';
import { call } from '../../../lib/api-client';
import { publicKeys } from '../../../lib/public-data';
import { adminKeys } from './keys';
import type { z } from 'zod';
import type { categorySchema } from '@okota/shared/schemas/admin.schema';

export type CategoryInput = z.input<typeof categorySchema>;

export function useAdminCategories() {
  return useQuery({ queryKey: adminKeys.categories, queryFn: ({ signal }) => call(adminItemsApi.categories, {}, { signal }) });
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

export const useCreateCategory = () => useCategoryMutation((input: CategoryInput) => call(adminItemsApi.createCategory, { body: input }));
export const useUpdateCategory = () =>
  useCategoryMutation(({ id, ...input }: CategoryInput & { id: number }) => call(adminItemsApi.updateCategory, { params: { id }, body: input }));
/** With moveTo, the category's items and lost reports move there first (it may then hold items). */
export const useDeleteCategory = () =>
  useCategoryMutation(({ id, moveTo }: { id: number; moveTo?: number }) => call(adminItemsApi.deleteCategory, { params: { id }, query: { moveTo } }));
