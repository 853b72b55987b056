import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { paymentKeys } from './keys';
import type { MyPayments } from './types';

export const getMyPayments = () => apiGet<MyPayments>('/api/payments');

export function useMyPayments(enabled = true) {
  return useQuery({ queryKey: paymentKeys.mine, queryFn: getMyPayments, enabled });
}
