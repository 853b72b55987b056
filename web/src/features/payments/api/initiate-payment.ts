import { useMutation } from '@tanstack/react-query';
import * as paymentsApi from '@okota/shared/contracts/payments.api';
import { call } from '../../../lib/api-client';
import type { z } from 'zod';
import type { initiatePaymentSchema } from '@okota/shared/schemas/payment.schema';

/** `amount` is the fee the payer saw; the server answers 409 with the current fee if it changed. */
export type InitiatePaymentInput = Required<z.output<typeof initiatePaymentSchema>>;

export const initiatePayment = (input: InitiatePaymentInput) => call(paymentsApi.initiate, { body: input });

export const useInitiatePayment = () => useMutation({ mutationFn: initiatePayment });
