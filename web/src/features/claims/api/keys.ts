import { queryClient } from '../../../lib/query-client';

export const claimKeys = {
  all: ['claims'] as const,
  status: (itemId: number, userId: string) => ['claims', 'status', itemId, userId] as const,
  mine: (role?: 'finder' | 'claimer') => ['claims', 'mine', role ?? 'both'] as const,
};

/**
 * A claim changes what several screens show (my items, my claims, payments, the item page), and
 * those queries belong to other features: refresh every active query but the public and session
 * ones, which a claim does not change.
 */
export function refreshAfterClaimChange(): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [scope, kind] }) => scope !== 'public' && scope !== 'auth' && !(scope === 'claims' && kind === 'proof'),
  });
}
