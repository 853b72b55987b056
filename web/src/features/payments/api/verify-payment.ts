import { useQuery } from '@tanstack/react-query';
import { PAYMENT_POLL_MS } from '@okota/shared/constants';
import * as paymentsApi from '@okota/shared/contracts/payments.api';
import { call } from '../../../lib/api-client';
import { paymentKeys } from './keys';

export const verifyPayment = (id: number) => call(paymentsApi.verify, { params: { id } });

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
