import { useMutation } from '@tanstack/react-query';
import type { WithdrawReason } from '@okota/shared/schemas/item.schema';
import * as itemsApi from '@okota/shared/contracts/items.api';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export const withdrawItem = ({ id, reason }: { id: number; reason: WithdrawReason }) => call(itemsApi.withdraw, { params: { id }, body: { reason } });

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
