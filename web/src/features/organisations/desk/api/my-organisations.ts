import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../../lib/api';
import { queryClient } from '../../../../lib/query-client';
import { deskKeys } from './keys';
import type { Member, MyOrganisation, MyOrganisationsAnswer } from './types';

/** GET /api/organisations/mine: the organisations I belong to, and invitations waiting for me. */
export function useMyOrganisations(enabled = true) {
  return useQuery({
    queryKey: deskKeys.mine,
    queryFn: ({ signal }) => apiGet<MyOrganisationsAnswer>('/api/organisations/mine', signal),
    enabled,
  });
}

/** One of my organisations (with my role), or null when I am not a member of it. */
export function useMyOrganisation(id: string, enabled = true) {
  const query = useMyOrganisations(enabled);
  const organisation: MyOrganisation | null = query.data?.organisations.find((o) => o.id === id) ?? null;
  return { ...query, organisation };
}

export const acceptInvitation = (organisationId: string) =>
  apiPost<{ member: Member }>(`/api/organisations/${encodeURIComponent(organisationId)}/members/accept`);

export const useAcceptInvitation = () =>
  useMutation({
    mutationFn: acceptInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskKeys.mine }),
  });
