import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { lostReportKeys } from './keys';
import type { ReportMatches } from './types';

export const getReportMatches = (reportId: number) => apiGet<ReportMatches>(`/api/lost-reports/${reportId}/matches`).then((r) => r.matches);

export function useReportMatches(reportId: number, enabled: boolean) {
  return useQuery({ queryKey: lostReportKeys.matches(reportId), queryFn: () => getReportMatches(reportId), enabled });
}
