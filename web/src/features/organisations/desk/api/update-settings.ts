import { useMutation } from '@tanstack/react-query';
import * as organisationsApi from '@okota/shared/contracts/organisations.api';
import { call } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { deskKeys } from './keys';
import type { SettingsInput } from './types';

/** PATCH /api/organisations/{id} (managers): hours, landmark, phone, drop-offs, finder share, holding days. */
export const useUpdateSettings = (organisationId: string) =>
  useMutation({
    mutationFn: (body: SettingsInput) => call(organisationsApi.updateSettings, { params: { id: organisationId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskKeys.mine }),
  });
