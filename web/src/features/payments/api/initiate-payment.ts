import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';
import type { z } from 'zod';
import type { initiatePaymentSchema } from '@okota/shared/schemas/payment.schema';
import type { InitiatedPayment } from './types';

/** `amount` is the fee the payer saw; the server answers 409 with the current fee if it changed. */
export type InitiatePaymentInput = Required<z.output<typeof initiatePaymentSchema>>;

export const initiatePayment = (input: InitiatePaymentInput) => apiPost<InitiatedPayment>('/api/payments/initiate', input);

export const useInitiatePayment = () => useMutation({ mutationFn: initiatePayment });
