import { useQuery } from '@tanstack/react-query';
import { claimKeys } from './keys';
import * as claimsApi from '@okota/shared/contracts/claims.api';
import { call } from '../../../lib/api-client';

export const getVerificationStatus = (itemId: number, userId: string) => call(claimsApi.statusOf, { params: { id: itemId, userId } });

/** The signed-in viewer's claim state on an item; disabled for guests. */
export function useVerificationStatus(itemId: number, userId: string | undefined) {
  return useQuery({
    queryKey: claimKeys.status(itemId, userId ?? ''),
    queryFn: () => getVerificationStatus(itemId, userId!),
    enabled: !!userId,
    // The finder may decide at any moment; a waiting claimer sees it without reloading.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 30_000 : false),
  });
}
