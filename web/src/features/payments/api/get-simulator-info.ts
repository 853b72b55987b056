import { useQuery } from '@tanstack/react-query';
import * as paymentsApi from '@okota/shared/contracts/payments.api';
import { call } from '../../../lib/api-client';
import { paymentKeys } from './keys';

/** In simulator mode, the test phone numbers the payment dialog shows. */
export function useSimulatorInfo() {
  return useQuery({
    queryKey: paymentKeys.simulator,
    queryFn: () => call(paymentsApi.simulator),
    staleTime: Infinity,
  });
}
