import { QueryClient } from '@tanstack/react-query';
import { QUERY_STALE_MS } from '@okota/shared';

/** Fresh for 5 minutes, no retries, no refetch on focus (docs/product/user-flows.md section 4). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: QUERY_STALE_MS, retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
