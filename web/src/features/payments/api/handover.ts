import { useMutation } from '@tanstack/react-query';
import * as paymentsApi from '@okota/shared/contracts/payments.api';
import { call } from '../../../lib/api-client';
import { refreshAfterPaymentChange } from './keys';

export const confirmReceipt = (paymentId: number) => call(paymentsApi.confirmReceipt, { params: { id: paymentId } });
export const openDispute = ({ paymentId, reason }: { paymentId: number; reason: string }) =>
  call(paymentsApi.dispute, { params: { id: paymentId }, body: { reason } });

export const useConfirmReceipt = () => useMutation({ mutationFn: confirmReceipt, onSuccess: refreshAfterPaymentChange });
export const useOpenDispute = () => useMutation({ mutationFn: openDispute, onSuccess: refreshAfterPaymentChange });
