import { queryClient } from '../../../lib/query-client';

export const paymentKeys = {
  all: ['payments'] as const,
  mine: ['payments', 'mine'] as const,
  verify: (id: number) => ['payments', 'verify', id] as const,
  admin: ['payments', 'admin'] as const,
  payouts: ['payments', 'admin', 'payouts'] as const,
  refunds: ['payments', 'admin', 'refunds'] as const,
  simulator: ['public', 'payment-simulator'] as const,
};

/**
 * A payment changes what other features show (the item page's contact card, claims, messages,
 * dashboards): refresh every active query except the public and session ones.
 */
export function refreshAfterPaymentChange(): Promise<void> {
  return queryClient.invalidateQueries({ predicate: ({ queryKey: [scope] }) => scope !== 'public' && scope !== 'auth' });
}
