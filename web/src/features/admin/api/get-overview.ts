import { useQuery } from '@tanstack/react-query';
import * as adminOverviewApi from '@okota/shared/contracts/admin-overview.api';
import { call } from '../../../lib/api-client';
import { ADMIN_REFRESH_MS, adminKeys } from './keys';

export function useSiteStats() {
  return useQuery({ queryKey: adminKeys.stats, queryFn: ({ signal }) => call(adminOverviewApi.stats, {}, { signal }), refetchInterval: ADMIN_REFRESH_MS });
}

export function useAnalytics() {
  return useQuery({
    queryKey: adminKeys.analytics,
    queryFn: ({ signal }) => call(adminOverviewApi.analytics, {}, { signal }),
    refetchInterval: ADMIN_REFRESH_MS,
  });
}

export function useDashboard() {
  return useQuery({
    queryKey: adminKeys.dashboard,
    queryFn: ({ signal }) => call(adminOverviewApi.dashboard, {}, { signal }),
    refetchInterval: ADMIN_REFRESH_MS,
  });
}

export function usePaymentStats() {
  return useQuery({
    queryKey: adminKeys.paymentStats,
    queryFn: ({ signal }) => call(adminOverviewApi.paymentStats, {}, { signal }),
    refetchInterval: ADMIN_REFRESH_MS,
  });
}
