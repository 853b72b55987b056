import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';
import type { ReportTargetType } from '../reasons';

export interface ReportInput {
  targetType: ReportTargetType;
  targetId: string | number;
  reason: string;
}

export const fileReport = (input: ReportInput) => apiPost<{ success: true; message: string }>('/api/reports', input);

export const useFileReport = () => useMutation({ mutationFn: fileReport });
