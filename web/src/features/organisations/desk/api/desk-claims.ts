/** The claims on what the desk posted, and a member's decision on one (docs/decisions/0242). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deskKeys } from './keys';
import * as claimsApi from '@okota/shared/contracts/claims.api';
import * as organisationsApi from '@okota/shared/contracts/organisations.api';
import { call } from '../../../../lib/api-client';

/** GET /api/organisations/{id}/claims: pending claims and those decided lately, newest first. */
export function useDeskClaims(organisationId: string) {
  return useQuery({
    queryKey: deskKeys.claims(organisationId),
    queryFn: ({ signal }) => call(organisationsApi.deskClaims, { params: { id: organisationId } }, { signal }),
  });
}

export type ClaimDecision = { status: 'approved' } | { status: 'rejected'; finderNotes?: string };

/** PUT /api/verifications/{id}/status: any desk or manager member decides, as the finder would. */
export function useDecideDeskClaim(organisationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ claimId, decision }: { claimId: number; decision: ClaimDecision }) => call(claimsApi.decide, { params: { id: claimId }, body: decision }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deskKeys.claims(organisationId) }),
        queryClient.invalidateQueries({ queryKey: deskKeys.held(organisationId) }),
      ]),
  });
}
