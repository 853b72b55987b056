/** Public data many pages read: fees, categories, the live stats and how to reach support. */
import { useQuery } from '@tanstack/react-query';
import { FALLBACK_FEE_SUMMARY, STATS_REFRESH_MS, type Fees } from '@okota/shared';
import { apiGet } from './api';

export interface Category {
  id: number;
  name: string;
  icon: string;
  description: string | null;
}

/** The landing page's newest available items (server/src/features/public/landing-stats.ts). */
export interface RecentItem {
  id: number;
  title: string;
  categoryName: string | null;
  location: string;
  /** A day in EAT, YYYY-MM-DD. */
  dateFound: string;
  thumbnail: string | null;
}

export interface PublicStats {
  totalItems: number;
  claimedItems: number;
  availableItems: number;
  /** Handed over and confirmed (completed). */
  reunitedItems: number;
  countiesCovered: number;
  /** `count`: the category's available items. */
  categories: Array<Category & { count: number }>;
  recentItems: RecentItem[];
}

export const publicKeys = {
  fees: ['public', 'fees'] as const,
  stats: ['public', 'stats'] as const,
  categories: ['public', 'categories'] as const,
  support: ['public', 'support'] as const,
};

/** SUPPORT_EMAIL and SUPPORT_PHONE of the server (docs/decisions/0080). */
export interface SupportContact {
  email: string;
  /** As people write it: '0709 123 400'. */
  phone: string;
  phoneHref: string;
  /** The USSD code for phones without data, e.g. '*384*1234#'; absent when the site has none. */
  ussdCode?: string;
}

/** The current fee; the spec's fallbacks until the server answers. */
export function useFees(): Fees {
  const { data } = useQuery({ queryKey: publicKeys.fees, queryFn: () => apiGet<Fees>('/api/public/fees') });
  return data ?? FALLBACK_FEE_SUMMARY;
}

export function usePublicStats() {
  return useQuery({
    queryKey: publicKeys.stats,
    queryFn: () => apiGet<PublicStats>('/api/public/stats'),
    refetchInterval: STATS_REFRESH_MS,
  });
}

export function useCategories() {
  return useQuery({ queryKey: publicKeys.categories, queryFn: () => apiGet<Category[]>('/api/categories') });
}

/** Undefined until the server answers; it changes only with the server's configuration. */
export function useSupportContact(): SupportContact | undefined {
  const { data } = useQuery({ queryKey: publicKeys.support, queryFn: () => apiGet<SupportContact>('/api/public/support'), staleTime: Infinity });
  return data;
}
