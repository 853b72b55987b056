import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { paymentKeys } from './keys';
import type { SimulatorInfo } from './types';

/** In simulator mode, the test phone numbers the payment dialog shows. */
export function useSimulatorInfo() {
  return useQuery({
    queryKey: paymentKeys.simulator,
    queryFn: () => apiGet<SimulatorInfo>('/api/public/payment-simulator'),
    staleTime: Infinity,
  });
}
