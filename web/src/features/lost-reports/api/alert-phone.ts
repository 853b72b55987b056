/** The phone a lost report alerts by SMS (GET/PUT/DELETE /api/lost-reports/{id}/alert-phone, POST …/verify). */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { alertPhoneAnswer } from '@okota/shared/contracts/sms.contract';
import { queryClient } from '../../../lib/query-client';
import { lostReportKeys } from './keys';
import * as lostReportsApi from '@okota/shared/contracts/lost-reports.api';
import { call } from '../../../lib/api-client';

/** The phone as people write it, '0712 345 678'; null when none. */
export type AlertPhone = WireOf<typeof alertPhoneAnswer>;

const key = (reportId: number) => [...lostReportKeys.all, 'alert-phone', reportId] as const;
const store = (reportId: number) => (answer: AlertPhone) => queryClient.setQueryData(key(reportId), answer);

export const useAlertPhone = (reportId: number) =>
  useQuery({ queryKey: key(reportId), queryFn: () => call(lostReportsApi.alertPhone, { params: { id: reportId } }) });

export const useNameAlertPhone = (reportId: number) =>
  useMutation({ mutationFn: (phone: string) => call(lostReportsApi.setAlertPhone, { params: { id: reportId }, body: { phone } }), onSuccess: store(reportId) });

export const useVerifyAlertPhone = (reportId: number) =>
  useMutation({
    mutationFn: (code: string) => call(lostReportsApi.verifyAlertPhone, { params: { id: reportId }, body: { code } }),
    onSuccess: store(reportId),
  });

export const useRemoveAlertPhone = (reportId: number) =>
  useMutation({ mutationFn: () => call(lostReportsApi.removeAlertPhone, { params: { id: reportId } }), onSuccess: store(reportId) });
