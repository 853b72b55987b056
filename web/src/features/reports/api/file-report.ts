import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { reportSchema } from '@okota/shared/schemas/admin.schema';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { fileReportResponse } from '@okota/shared/contracts/reports.contract';
import { apiPost } from '../../../lib/api';

export type ReportInput = z.input<typeof reportSchema>;

export const fileReport = (input: ReportInput) => apiPost<WireOf<typeof fileReportResponse>>('/api/reports', input);

export const useFileReport = () => useMutation({ mutationFn: fileReport });
