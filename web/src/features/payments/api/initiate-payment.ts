import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';
import type { InitiatedPayment } from './types';

export interface InitiatePaymentInput {
  itemId: number;
  phoneNumber: string;
  /** The fee the payer saw; the server answers 409 with the current fee if it changed. */
  amount: number;
}

export const initiatePayment = (input: InitiatePaymentInput) => apiPost<InitiatedPayment>('/api/payments/initiate', input);

export const useInitiatePayment = () => useMutation({ mutationFn: initiatePayment });
