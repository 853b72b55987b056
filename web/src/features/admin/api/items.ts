import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import * as adminItemsApi from '@okota/shared/contracts/admin-items.api';
import { call } from '../../../lib/api-client';
import type { RouteInput } from '@okota/shared/contracts/route';
import { publicKeys } from '../../../lib/public-data';
import { adminKeys } from './keys';

export interface ItemFilters {
  search: string;
  status: string;
}

/** The screen's select offers only the values the query schema takes. */
type ItemsStatus = NonNullable<RouteInput<typeof adminItemsApi.items>['query']>['status'];

export function useAdminItems(filters: ItemFilters) {
  return useInfiniteQuery({
    queryKey: adminKeys.items(filters),
    queryFn: ({ pageParam, signal }) =>
      call(adminItemsApi.items, { query: { search: filters.search.trim(), status: filters.status as ItemsStatus, page: pageParam } }, { signal }),
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

export const useHideItem = () =>
  useItemMutation(({ id, reason }: { id: number; reason: string }) => call(adminItemsApi.hideItem, { params: { id }, body: { reason } }));
export const useUnhideItem = () => useItemMutation(({ id }: { id: number }) => call(adminItemsApi.unhideItem, { params: { id } }));
export const useRemoveItem = () =>
  useItemMutation(({ id, ...body }: { id: number; reason: string; sendEmail: boolean }) => call(adminItemsApi.removeItem, { params: { id }, body }));
