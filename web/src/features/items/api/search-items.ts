import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@okota/shared/constants';
import * as itemsApi from '@okota/shared/contracts/items.api';
import { call } from '../../../lib/api-client';
import { itemKeys } from './keys';
import type { ItemSearch } from './types';

/** Which page, and the cursor the answer before it gave (the server then starts after its last item). */
export interface SearchPageParam {
  page: number;
  cursor?: string;
}

export const searchItems = (search: ItemSearch, { page, cursor }: SearchPageParam, signal?: AbortSignal) =>
  call(itemsApi.search, { query: { ...search, page, limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) } }, { signal });

/**
 * Pages of 20, joined by Load More, each after the last item shown (nextCursor: page N does not
 * re-read pages 1 to N-1; docs/decisions/0256); the old results stay on screen while a new search
 * loads (or waits, disabled, e.g. for the phone's position).
 */
export function useItemSearch(search: ItemSearch, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    enabled,
    queryKey: itemKeys.search(search),
    queryFn: ({ pageParam, signal }) => searchItems(search, pageParam, signal),
    initialPageParam: { page: 1 } as SearchPageParam,
    getNextPageParam: (last): SearchPageParam | undefined =>
      last.hasMore ? { page: last.currentPage + 1, ...(last.nextCursor ? { cursor: last.nextCursor } : {}) } : undefined,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
