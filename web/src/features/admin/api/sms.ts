/** SMS for admins (GET /api/admin/sms): the failed ones, with the week's cost and delivery rate. */
import { useQuery } from '@tanstack/react-query';
import * as adminMessagingApi from '@okota/shared/contracts/admin-messaging.api';
import { call } from '../../../lib/api-client';
import { ADMIN_REFRESH_MS } from './keys';

export function useFailedSms() {
  return useQuery({
    queryKey: ['admin', 'sms', 'failed'],
    queryFn: ({ signal }) => call(adminMessagingApi.smsList, { query: { status: 'failed' } }, { signal }),
    refetchInterval: ADMIN_REFRESH_MS,
  });
}
