/** Public data many pages read: fees, categories, the live stats and how to reach support. */
import { useQuery } from '@tanstack/react-query';
import { FALLBACK_FEE_SUMMARY, STATS_REFRESH_MS, computeFees, type Fees } from '@okota/shared';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { categoryResponse, publicStatsResponse, recentItemResponse, supportContactResponse } from '@okota/shared/contracts/public.contract';
import * as publicApi from '@okota/shared/contracts/public.api';
import { call } from './api-client';

export type Category = WireOf<typeof categoryResponse>;
/** The landing page's newest available items. */
export type RecentItem = WireOf<typeof recentItemResponse>;
export type PublicStats = WireOf<typeof publicStatsResponse>;
/** SUPPORT_EMAIL and SUPPORT_PHONE of the server (docs/decisions/0080). */
export type SupportContact = WireOf<typeof supportContactResponse>;

export const publicKeys = {
  fees: ['public', 'fees'] as const,
  stats: ['public', 'stats'] as const,
  categories: ['public', 'categories'] as const,
  support: ['public', 'support'] as const,
};

/** An item's own fee, where it differs from the current one (an organisation's item, docs/decisions/0242). */
export interface ItemFeeSource {
  fees?: { total: number; platform: number; finder: number } | null;
}

/** The current fee, or `item`'s own when it carries one; the spec's fallbacks until the server answers. */
export function useFees(item?: ItemFeeSource): Fees {
  const { data } = useQuery({ queryKey: publicKeys.fees, queryFn: () => call(publicApi.fees) });
  const fees = data ?? FALLBACK_FEE_SUMMARY;
  return item?.fees ? computeFees(item.fees.finder, item.fees.platform) : fees;
}

export function usePublicStats() {
  return useQuery({
    queryKey: publicKeys.stats,
    queryFn: () => call(publicApi.stats),
    refetchInterval: STATS_REFRESH_MS,
  });
}

export function useCategories() {
  return useQuery({ queryKey: publicKeys.categories, queryFn: () => call(publicApi.categories) });
}

/** Undefined until the server answers; it changes only with the server's configuration. */
export function useSupportContact(): SupportContact | undefined {
  const { data } = useQuery({ queryKey: publicKeys.support, queryFn: () => call(publicApi.support), staleTime: Infinity });
  return data;
}
