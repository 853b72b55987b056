import { useQuery } from '@tanstack/react-query';
import { apiGet, toQuery } from '../../../lib/api';
import { claimKeys } from './keys';
import type { AnyClaim, ClaimOnMyItem, MyClaim } from './types';

export const getMyClaims = (role?: 'finder' | 'claimer') => apiGet<AnyClaim[]>(`/api/my-verifications${toQuery({ role })}`);

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
