import { useQuery } from '@tanstack/react-query';
import { claimKeys } from './keys';
import type { ClaimOnMyItem, MyClaim } from './types';
import * as claimsApi from '@okota/shared/contracts/claims.api';
import { call } from '../../../lib/api-client';

export const getMyClaims = (role?: 'finder' | 'claimer') => call(claimsApi.mine, { query: { role } });

/** Claims on the items I posted (finder dashboard). */
export function useClaimsOnMyItems(enabled = true) {
  return useQuery({
    queryKey: claimKeys.mine('finder'),
    queryFn: async () => (await getMyClaims('finder')).filter((c): c is ClaimOnMyItem => c.viewerRole === 'finder'),
    enabled,
  });
}

/** Claims I made (claimer dashboard). */
export function useMyClaims(enabled = true) {
  return useQuery({
    queryKey: claimKeys.mine('claimer'),
    queryFn: async () => (await getMyClaims('claimer')).filter((c): c is MyClaim => c.viewerRole === 'claimer'),
    enabled,
  });
}
