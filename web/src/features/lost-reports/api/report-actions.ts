import { useMutation } from '@tanstack/react-query';
import { refreshLostReports } from './keys';
import type { LostReport } from './types';
import * as lostReportsApi from '@okota/shared/contracts/lost-reports.api';
import { call } from '../../../lib/api-client';

export type ReportAction = 'renew' | 'close' | 'delete';

/** The report as it is now; undefined once deleted. */
export async function runReportAction({ reportId, action }: { reportId: number; action: ReportAction }): Promise<LostReport | undefined> {
  if (action === 'delete') return call(lostReportsApi.remove, { params: { id: reportId } }).then(() => undefined);
  return call(action === 'renew' ? lostReportsApi.renew : lostReportsApi.close, { params: { id: reportId } });
}

export const useReportAction = () => useMutation({ mutationFn: runReportAction, onSuccess: refreshLostReports });
