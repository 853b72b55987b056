/** POST /api/admin/refunds/{paymentId}/retry: ask M-Pesa again to reverse a refund it refused. */
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import { paymentKeys } from './keys';
import type { PaymentStatus } from './types';

export interface RefundRetryAnswer {
  success: true;
  message: string;
  payment: { id: number; status: PaymentStatus; refundOriginatorId: string | null; refundError: string | null };
}

export const retryRefund = (paymentId: number) => apiPost<RefundRetryAnswer>(`/api/admin/refunds/${paymentId}/retry`);

export const useRetryRefund = () => useMutation({
  mutationFn: retryRefund,
  onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.admin }),
});
