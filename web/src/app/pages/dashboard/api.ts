/**
 * What the dashboards read from the server beyond the features' exported hooks. The items feature
 * owns GET /api/my-items but exports no hook for it, so the page asks with that feature's query
 * key (['items', 'mine']) and is refreshed by its invalidations.
 */
import { useQuery } from '@tanstack/react-query';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { myStatsResponse } from '@okota/shared/contracts/dashboards.contract';
import type { MyItem } from '../../../features/items';
import * as reviewsApi from '@okota/shared/contracts/reviews.api';
import { call } from '../../../lib/api-client';
import * as itemsApi from '@okota/shared/contracts/items.api';
import * as accountApi from '@okota/shared/contracts/account.api';

export type { MyItem };
export type MyStats = WireOf<typeof myStatsResponse>;

export function useMyItems(enabled = true) {
  return useQuery({ queryKey: ['items', 'mine'], queryFn: ({ signal }) => call(itemsApi.mine, {}, { signal }), enabled });
}

export function useMyStats(enabled = true) {
  return useQuery({ queryKey: ['dashboards', 'my-stats'], queryFn: ({ signal }) => call(accountApi.myStats, {}, { signal }), enabled });
}

/** The reviews feature's key, so both share one answer. */
export function useRating(userId: string | undefined) {
  return useQuery({
    queryKey: ['reviews', 'rating', userId],
    queryFn: ({ signal }) => call(reviewsApi.rating, { params: { id: userId! } }, { signal }),
    enabled: !!userId,
  });
}
