import { useQuery } from '@tanstack/react-query';
import { lostReportKeys } from './keys';
import * as lostReportsApi from '@okota/shared/contracts/lost-reports.api';
import { call } from '../../../lib/api-client';

export const getReportMatches = (reportId: number) => call(lostReportsApi.matches, { params: { id: reportId } }).then((r) => r.matches);

export function useReportMatches(reportId: number, enabled: boolean) {
  return useQuery({ queryKey: lostReportKeys.matches(reportId), queryFn: () => getReportMatches(reportId), enabled });
}
