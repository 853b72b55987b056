import { useMutation } from '@tanstack/react-query';
import { apiDelete, apiPost } from '../../../lib/api';
import { refreshLostReports } from './keys';
import type { LostReport } from './types';

export type ReportAction = 'renew' | 'close' | 'delete';

/** The report as it is now; undefined once deleted. */
export async function runReportAction({ reportId, action }: { reportId: number; action: ReportAction }): Promise<LostReport | undefined> {
  if (action === 'delete') return apiDelete<undefined>(`/api/lost-reports/${reportId}`);
  return apiPost<LostReport>(`/api/lost-reports/${reportId}/${action}`);
}

export const useReportAction = () => useMutation({ mutationFn: runReportAction, onSuccess: refreshLostReports });
