import { useMutation, useQuery } from '@tanstack/react-query';
import * as adminPaymentsApi from '@okota/shared/contracts/admin-payments.api';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { paymentKeys } from './keys';
import type { z } from 'zod';
import type { resolveDisputeSchema } from '@okota/shared/schemas/payment.schema';

export const getPayouts = () => call(adminPaymentsApi.payoutList);
export const retryPayout = (paymentId: number) => call(adminPaymentsApi.retryPayout, { params: { paymentId } });
export const resolveDispute = ({ paymentId, ...body }: z.input<typeof resolveDisputeSchema> & { paymentId: number }) =>
  call(adminPaymentsApi.resolveDispute, { params: { id: paymentId }, body });

// A decision moves a payment between the payouts' and the refunds' lists: both are fetched again.
const refresh = () => queryClient.invalidateQueries({ queryKey: paymentKeys.admin });

/** Payouts move on their own (jobs, M-Pesa results): refreshed every 30 s while the page is open. */
export const usePayouts = () => useQuery({ queryKey: paymentKeys.payouts, queryFn: getPayouts, refetchInterval: 30_000 });
export const useRetryPayout = () => useMutation({ mutationFn: retryPayout, onSuccess: refresh });
export const useResolveDispute = () => useMutation({ mutationFn: resolveDispute, onSuccess: refresh });
