import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';
import { refreshAfterPaymentChange } from './keys';
import type { HandoverAnswer } from './types';

export const confirmReceipt = (paymentId: number) => apiPost<HandoverAnswer>(`/api/payments/${paymentId}/confirm-receipt`);
export const openDispute = ({ paymentId, reason }: { paymentId: number; reason: string }) =>
  apiPost<HandoverAnswer>(`/api/payments/${paymentId}/dispute`, { reason });

export const useConfirmReceipt = () => useMutation({ mutationFn: confirmReceipt, onSuccess: refreshAfterPaymentChange });
export const useOpenDispute = () => useMutation({ mutationFn: openDispute, onSuccess: refreshAfterPaymentChange });
