import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { inviteMemberBody } from '@okota/shared/contracts/organisations.contract';
import { apiDelete, apiGet, apiPost } from '../../../../lib/api';
import { queryClient } from '../../../../lib/query-client';
import { deskKeys } from './keys';
import type { Member } from './types';

const membersPath = (organisationId: string) => `/api/organisations/${encodeURIComponent(organisationId)}/members`;

/** GET …/members (managers only). */
export function useMembers(organisationId: string, enabled = true) {
  return useQuery({
    queryKey: deskKeys.members(organisationId),
    queryFn: ({ signal }) => apiGet<{ members: Member[] }>(membersPath(organisationId), signal),
    enabled,
  });
}

const refresh = (organisationId: string) => queryClient.invalidateQueries({ queryKey: deskKeys.members(organisationId) });

/** POST …/members {phone, role}: the number gets an SMS invitation. */
export const useInviteMember = (organisationId: string) =>
  useMutation({
    mutationFn: (body: z.input<typeof inviteMemberBody>) => apiPost<{ member: Member }>(membersPath(organisationId), body),
    onSuccess: () => refresh(organisationId),
  });

/** DELETE …/members/{memberId}. */
export const useRemoveMember = (organisationId: string) =>
  useMutation({
    mutationFn: (memberId: string) => apiDelete<{ success: boolean }>(`${membersPath(organisationId)}/${encodeURIComponent(memberId)}`),
    onSuccess: () => refresh(organisationId),
  });
