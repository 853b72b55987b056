import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../../lib/api';
import { queryClient } from '../../../../lib/query-client';
import { deskKeys } from './keys';
import type { ImportResult } from './types';

/** POST …/imports?commit=0|1 {csv}: a preview lists every row's errors; a commit imports all rows or none. */
export const importRegister = (organisationId: string, csv: string, commit: boolean) =>
  apiPost<ImportResult>(`/api/organisations/${encodeURIComponent(organisationId)}/imports?commit=${commit ? 1 : 0}`, { csv });

export const useImportRegister = (organisationId: string) =>
  useMutation({
    mutationFn: ({ csv, commit }: { csv: string; commit: boolean }) => importRegister(organisationId, csv, commit),
    onSuccess: (result) => result.committed && queryClient.invalidateQueries({ queryKey: deskKeys.held(organisationId) }),
  });
