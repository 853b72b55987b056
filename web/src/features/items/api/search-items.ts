import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@okota/shared/constants';
import { apiGet, toQuery } from '../../../lib/api';
import { itemKeys } from './keys';
import type { ItemSearch, ItemsPage } from './types';

export const searchItems = (search: ItemSearch, page: number, signal?: AbortSignal) =>
  apiGet<ItemsPage>(`/api/items${toQuery({ ...search, page, limit: PAGE_SIZE })}`, signal);

/**
 * Pages of 20, joined by Load More; the old results stay on screen while a new search loads (or
 * waits, disabled, e.g. for the phone's position).
 */
export function useItemSearch(search: ItemSearch, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    enabled,
    queryKey: itemKeys.search(search),
    queryFn: ({ pageParam, signal }) => searchItems(search, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.currentPage + 1 : undefined),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
