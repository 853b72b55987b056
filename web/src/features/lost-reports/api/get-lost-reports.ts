import { useQuery } from '@tanstack/react-query';
import { lostReportKeys } from './keys';
import * as lostReportsApi from '@okota/shared/contracts/lost-reports.api';
import { call } from '../../../lib/api-client';

export const getMyLostReports = () => call(lostReportsApi.mine);

/**
 * The caller's reports. Matching runs in the background after a report is saved, so while a
 * report is new the list asks again a few times to show its first matches.
 */
export function useMyLostReports() {
  return useQuery({
    queryKey: lostReportKeys.mine,
    queryFn: getMyLostReports,
    refetchInterval: (query) => {
      const newest = query.state.data?.[0];
      return newest && Date.now() - new Date(newest.updatedAt).getTime() < 30_000 ? 5000 : false;
    },
  });
}
