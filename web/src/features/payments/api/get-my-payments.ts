import { useQuery } from '@tanstack/react-query';
import * as paymentsApi from '@okota/shared/contracts/payments.api';
import { call } from '../../../lib/api-client';
import { paymentKeys } from './keys';
import type { MyPayments } from './types';

export const getMyPayments = () => call(paymentsApi.mine);

const POLL_MS = 5000;

/** `pollWhile`: asked again every 5 s while something moves that no notification announces to this viewer. */
export function useMyPayments(enabled = true, pollWhile?: (payments: MyPayments) => boolean) {
  return useQuery({
    queryKey: paymentKeys.mine,
    queryFn: getMyPayments,
    enabled,
    refetchInterval: (query) => (pollWhile && query.state.data && pollWhile(query.state.data) ? POLL_MS : false),
  });
}
