/** Claims held for an admin because their texts may hide contact details (issue 26). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { heldClaimsAnswer } from '@okota/shared/contracts/claim-holds.contract';
import * as adminItemsApi from '@okota/shared/contracts/admin-items.api';
import { call } from '../../../lib/api-client';
import { adminKeys } from './keys';

export type HeldClaim = WireOf<typeof heldClaimsAnswer>['claims'][number];

const heldKey = [...adminKeys.all, 'claim-holds'] as const;

export function useHeldClaims() {
  return useQuery({ queryKey: heldKey, queryFn: ({ signal }) => call(adminItemsApi.heldClaims, {}, { signal }) });
}

export function useDecideHeldClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'release' | 'reject' }) =>
      call(action === 'release' ? adminItemsApi.releaseHeldClaim : adminItemsApi.rejectHeldClaim, { params: { id } }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: heldKey }), queryClient.invalidateQueries({ queryKey: ['admin', 'verifications'] })]),
  });
}
