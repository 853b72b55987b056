import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { inviteMemberBody } from '@okota/shared/contracts/organisations.contract';
import * as organisationsApi from '@okota/shared/contracts/organisations.api';
import { call } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { deskKeys } from './keys';

/** GET …/members (managers only). */
export function useMembers(organisationId: string, enabled = true) {
  return useQuery({
    queryKey: deskKeys.members(organisationId),
    queryFn: ({ signal }) => call(organisationsApi.members, { params: { id: organisationId } }, { signal }),
    enabled,
  });
}

const refresh = (organisationId: string) => queryClient.invalidateQueries({ queryKey: deskKeys.members(organisationId) });

/** POST …/members {phone, role}: the number gets an SMS invitation. */
export const useInviteMember = (organisationId: string) =>
  useMutation({
    mutationFn: (body: z.input<typeof inviteMemberBody>) => call(organisationsApi.inviteMember, { params: { id: organisationId }, body }),
    onSuccess: () => refresh(organisationId),
  });

/** DELETE …/members/{memberId}. */
export const useRemoveMember = (organisationId: string) =>
  useMutation({
    mutationFn: (memberId: string) => call(organisationsApi.removeMember, { params: { id: organisationId, memberId } }),
    onSuccess: () => refresh(organisationId),
  });
