import { useQuery } from '@tanstack/react-query';
import { PAYMENT_POLL_MS } from '@okota/shared/constants';
import { apiGet } from '../../../lib/api';
import { paymentKeys } from './keys';
import type { VerifyAnswer } from './types';

export const verifyPayment = (id: number) => apiGet<VerifyAnswer>(`/api/payments/${id}/verify`);

/** Polled every 3 s while the payment is pending and `enabled` (the dialog stops after 5 minutes). */
export function useVerifyPayment(id: number | null, enabled: boolean) {
  return useQuery({
    queryKey: paymentKeys.verify(id ?? 0),
    queryFn: () => verifyPayment(id!),
    enabled: enabled && id !== null,
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'pending' ? false : PAYMENT_POLL_MS),
    refetchIntervalInBackground: true,
    gcTime: 0,
    retry: false,
  });
}
