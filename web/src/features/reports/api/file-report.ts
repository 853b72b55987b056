import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { reportSchema } from '@okota/shared/schemas/admin.schema';
import * as reportsApi from '@okota/shared/contracts/reports.api';
import { call } from '../../../lib/api-client';

export type ReportInput = z.input<typeof reportSchema>;

export const fileReport = (input: ReportInput) => call(reportsApi.file, { body: input });

export const useFileReport = () => useMutation({ mutationFn: fileReport });
