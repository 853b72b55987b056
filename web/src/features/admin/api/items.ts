import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, toQuery } from '../../../lib/api';
import { publicKeys } from '../../../lib/public-data';
import { adminKeys } from './keys';
import type { ItemsPage } from './types';

export interface ItemFilters {
  search: string;
  status: string;
}

export function useAdminItems(filters: ItemFilters) {
  return useInfiniteQuery({
    queryKey: adminKeys.items(filters),
    queryFn: ({ pageParam }) => apiGet<ItemsPage>(`/api/admin/items${toQuery({ search: filters.search.trim(), status: filters.status, page: pageParam })}`),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}

function useItemMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.itemsAll }), queryClient.invalidateQueries({ queryKey: publicKeys.stats })]),
  });
}

export const useHideItem = () => useItemMutation(({ id, reason }: { id: number; reason: string }) => apiPost(`/api/admin/items/${id}/hide`, { reason }));
export const useUnhideItem = () => useItemMutation(({ id }: { id: number }) => apiPost(`/api/admin/items/${id}/unhide`));
export const useRemoveItem = () =>
  useItemMutation(({ id, ...body }: { id: number; reason: string; sendEmail: boolean }) => apiDelete(`/api/admin/items/${id}`, body));
