/** SMS for admins (GET /api/admin/sms): the failed ones, with the week's cost and delivery rate. */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { ADMIN_REFRESH_MS } from './keys';

export interface SmsStats {
  days: Array<{ date: string; accepted: number; delivered: number; failed: number; skipped: number; costKes: number }>;
  deliveryRate: number | null;
  failed: number;
  costKes: number;
}

export interface AdminSms {
  id: number;
  kind: string;
  status: string;
  phone: string;
  userName: string | null;
  attempts: number;
  providerStatus: string | null;
  failureReason: string | null;
  createdAt: string;
}

export function useFailedSms() {
  return useQuery({
    queryKey: ['admin', 'sms', 'failed'],
    queryFn: ({ signal }) => apiGet<{ messages: AdminSms[]; total: number; stats: SmsStats }>('/api/admin/sms?status=failed', signal),
    refetchInterval: ADMIN_REFRESH_MS,
  });
}
