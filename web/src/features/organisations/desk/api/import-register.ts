import { useMutation } from '@tanstack/react-query';
import * as organisationsApi from '@okota/shared/contracts/organisations.api';
import { call } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { deskKeys } from './keys';

/** POST …/imports?commit=0|1 {csv}: a preview lists every row's errors; a commit imports all rows or none. */
export const importRegister = (organisationId: string, csv: string, commit: boolean) =>
  call(organisationsApi.importRegister, { params: { id: organisationId }, query: { commit: commit ? '1' : '0' }, body: { csv } });

export const useImportRegister = (organisationId: string) =>
  useMutation({
    mutationFn: ({ csv, commit }: { csv: string; commit: boolean }) => importRegister(organisationId, csv, commit),
    onSuccess: (result) => result.committed && queryClient.invalidateQueries({ queryKey: deskKeys.held(organisationId) }),
  });
