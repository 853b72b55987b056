import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { ADMIN_REFRESH_MS, adminKeys } from './keys';
import type { Analytics, Dashboard, PaymentStats, SiteStats } from './types';

export function useSiteStats() {
  return useQuery({ queryKey: adminKeys.stats, queryFn: () => apiGet<SiteStats>('/api/admin/stats'), refetchInterval: ADMIN_REFRESH_MS });
}

export function useAnalytics() {
  return useQuery({ queryKey: adminKeys.analytics, queryFn: () => apiGet<Analytics>('/api/admin/analytics'), refetchInterval: ADMIN_REFRESH_MS });
}

export function useDashboard() {
  return useQuery({ queryKey: adminKeys.dashboard, queryFn: () => apiGet<Dashboard>('/api/admin/dashboard'), refetchInterval: ADMIN_REFRESH_MS });
}

export function usePaymentStats() {
  return useQuery({ queryKey: adminKeys.paymentStats, queryFn: () => apiGet<PaymentStats>('/api/admin/payment-stats'), refetchInterval: ADMIN_REFRESH_MS });
}
