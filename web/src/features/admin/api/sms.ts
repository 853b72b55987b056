/** SMS for admins (GET /api/admin/sms): the failed ones, with the week's cost and delivery rate. */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { ADMIN_REFRESH_MS } from './keys';
import type { SmsPage } from './types';

export function useFailedSms() {
  return useQuery({
    queryKey: ['admin', 'sms', 'failed'],
    queryFn: ({ signal }) => apiGet<SmsPage>('/api/admin/sms?status=failed', signal),
    refetchInterval: ADMIN_REFRESH_MS,
  });
}
