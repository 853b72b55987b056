import { useMutation, useQuery } from '@tanstack/react-query';
import * as organisationsApi from '@okota/shared/contracts/organisations.api';
import { call } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { deskKeys } from './keys';
import type { MyOrganisation } from './types';

/** GET /api/organisations/mine: the organisations I belong to, and invitations waiting for me. */
export function useMyOrganisations(enabled = true) {
  return useQuery({
    queryKey: deskKeys.mine,
    queryFn: ({ signal }) => call(organisationsApi.mine, {}, { signal }),
    enabled,
  });
}

/** One of my organisations (with my role), or null when I am not a member of it. */
export function useMyOrganisation(id: string, enabled = true) {
  const query = useMyOrganisations(enabled);
  const organisation: MyOrganisation | null = query.data?.organisations.find((o) => o.id === id) ?? null;
  return { ...query, organisation };
}

export const acceptInvitation = (organisationId: string) => call(organisationsApi.acceptInvitation, { params: { id: organisationId } });

export const useAcceptInvitation = () =>
  useMutation({
    mutationFn: acceptInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskKeys.mine }),
  });
