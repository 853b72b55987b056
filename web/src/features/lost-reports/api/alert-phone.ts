/** The phone a lost report alerts by SMS (GET/PUT/DELETE /api/lost-reports/{id}/alert-phone, POST …/verify). */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { alertPhoneAnswer } from '@okota/shared/contracts/sms.contract';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import { lostReportKeys } from './keys';

/** The phone as people write it, '0712 345 678'; null when none. */
export type AlertPhone = WireOf<typeof alertPhoneAnswer>;

const key = (reportId: number) => [...lostReportKeys.all, 'alert-phone', reportId] as const;
const store = (reportId: number) => (answer: AlertPhone) => queryClient.setQueryData(key(reportId), answer);

export const useAlertPhone = (reportId: number) =>
  useQuery({ queryKey: key(reportId), queryFn: () => apiGet<AlertPhone>(`/api/lost-reports/${reportId}/alert-phone`) });

export const useNameAlertPhone = (reportId: number) =>
  useMutation({ mutationFn: (phone: string) => apiPut<AlertPhone>(`/api/lost-reports/${reportId}/alert-phone`, { phone }), onSuccess: store(reportId) });

export const useVerifyAlertPhone = (reportId: number) =>
  useMutation({ mutationFn: (code: string) => apiPost<AlertPhone>(`/api/lost-reports/${reportId}/alert-phone/verify`, { code }), onSuccess: store(reportId) });

export const useRemoveAlertPhone = (reportId: number) =>
  useMutation({ mutationFn: () => apiDelete<AlertPhone>(`/api/lost-reports/${reportId}/alert-phone`), onSuccess: store(reportId) });
