import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '../../../lib/api';
import { publicKeys } from '../../../lib/public-data';
import { adminKeys } from './keys';
import type { Setting } from './types';

export type FeeKey = 'finder_amount' | 'platform_amount';

export function useSettings() {
  return useQuery({ queryKey: adminKeys.settings, queryFn: () => apiGet<Setting[]>('/api/admin/settings') });
}

/** After a fee change every page that shows a fee reads it again (section 4). */
function useRefreshFees() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: publicKeys.fees }),
      queryClient.invalidateQueries({ queryKey: adminKeys.settings }),
      queryClient.invalidateQueries({ queryKey: adminKeys.paymentStats }),
    ]);
}

/** The legacy overview's single field: PUT /api/admin/settings/{key}. */
export function useUpdateSetting() {
  const refresh = useRefreshFees();
  return useMutation({
    mutationFn: ({ key, value }: { key: FeeKey; value: number }) => apiPut(`/api/admin/settings/${key}`, { value }),
    onSuccess: refresh,
  });
}

/** The payment settings screen: both fees, finder first, then platform (section 7). */
export function useUpdateFees() {
  const refresh = useRefreshFees();
  return useMutation({
    mutationFn: async ({ finderAmount, platformAmount }: { finderAmount: number; platformAmount: number }) => {
      await apiPost('/api/admin/settings', { key: 'finder_amount', value: finderAmount });
      await apiPost('/api/admin/settings', { key: 'platform_amount', value: platformAmount });
    },
    onSettled: refresh,
  });
}
