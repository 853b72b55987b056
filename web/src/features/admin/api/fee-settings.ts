import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as adminOverviewApi from '@okota/shared/contracts/admin-overview.api';
import { call } from '../../../lib/api-client';
import { publicKeys } from '../../../lib/public-data';
import { adminKeys } from './keys';

export type FeeKey = 'finder_amount' | 'platform_amount';

export function useSettings() {
  return useQuery({ queryKey: adminKeys.settings, queryFn: ({ signal }) => call(adminOverviewApi.settings, {}, { signal }) });
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
    mutationFn: ({ key, value }: { key: FeeKey; value: number }) => call(adminOverviewApi.updateSettingByKey, { params: { key }, body: { value } }),
    onSuccess: refresh,
  });
}

/** The payment settings screen: both fees, finder first, then platform (section 7). */
export function useUpdateFees() {
  const refresh = useRefreshFees();
  return useMutation({
    mutationFn: async ({ finderAmount, platformAmount }: { finderAmount: number; platformAmount: number }) => {
      await call(adminOverviewApi.updateSetting, { body: { key: 'finder_amount', value: finderAmount } });
      await call(adminOverviewApi.updateSetting, { body: { key: 'platform_amount', value: platformAmount } });
    },
    onSettled: refresh,
  });
}
