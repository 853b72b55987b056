import { useMutation } from '@tanstack/react-query';
import type { WithdrawReason } from '@okota/shared/schemas/item.schema';
import { apiPost } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import type { WithdrawItemAnswer } from './types';

export const withdrawItem = ({ id, reason }: { id: number; reason: WithdrawReason }) => apiPost<WithdrawItemAnswer>(`/api/items/${id}/withdraw`, { reason });

/**
 * The item page, the search, the finder's dashboard list (['items', 'mine']) and its claims all
 * change: everything but the session refetches.
 */
export function useWithdrawItem() {
  return useMutation({
    mutationFn: withdrawItem,
    onSuccess: () => queryClient.invalidateQueries({ predicate: ({ queryKey }) => queryKey[0] !== 'auth' }),
  });
}
