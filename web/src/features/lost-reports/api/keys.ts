import { queryClient } from '../../../lib/query-client';

export const lostReportKeys = {
  all: ['lost-reports'] as const,
  mine: ['lost-reports', 'mine'] as const,
  matches: (reportId: number) => ['lost-reports', 'matches', reportId] as const,
  photo: (reportId: number, updatedAt: string) => ['lost-reports', 'photo', reportId, updatedAt] as const,
};

export const refreshLostReports = () => queryClient.invalidateQueries({ queryKey: lostReportKeys.all });
