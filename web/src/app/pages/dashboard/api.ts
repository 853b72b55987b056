/**
 * What the dashboards read from the server beyond the features' exported hooks. The items feature
 * owns GET /api/my-items but exports no hook for it, so the page asks with that feature's query
 * key (['items', 'mine']) and is refreshed by its invalidations.
 */
import { useQuery } from '@tanstack/react-query';
import type { Item } from '../../../features/items';
import { apiGet } from '../../../lib/api';

/** GET /api/my-items: the items feature's Item, with each item's claims. */
export type MyItem = Item & {
  verifications: Array<{ id: number; status: string; claimerId: string; createdAt: string }>;
};

export interface MyStats {
  medianResponseHours: number | null;
  decidedClaims: number;
}

export function useMyItems(enabled = true) {
  return useQuery({ queryKey: ['items', 'mine'], queryFn: ({ signal }) => apiGet<MyItem[]>('/api/my-items', signal), enabled });
}

export function useMyStats(enabled = true) {
  return useQuery({ queryKey: ['dashboards', 'my-stats'], queryFn: ({ signal }) => apiGet<MyStats>('/api/my-stats', signal), enabled });
}

/** The reviews feature's key, so both share one answer. */
export function useRating(userId: string | undefined) {
  return useQuery({
    queryKey: ['reviews', 'rating', userId],
    queryFn: ({ signal }) => apiGet<{ rating: number; count: number }>(`/api/reviews/rating/${encodeURIComponent(userId!)}`, signal),
    enabled: !!userId,
  });
}
