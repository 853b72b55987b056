import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { queryClient } from '../../../../lib/query-client';
import { deskKeys } from './keys';
import type { Organisation, SettingsInput } from './types';

/** PATCH /api/organisations/{id} (managers): hours, landmark, phone, drop-offs, finder share, holding days. */
export const useUpdateSettings = (organisationId: string) =>
  useMutation({
    mutationFn: (body: SettingsInput) =>
      api<{ organisation: Organisation }>(`/api/organisations/${encodeURIComponent(organisationId)}`, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskKeys.mine }),
  });
