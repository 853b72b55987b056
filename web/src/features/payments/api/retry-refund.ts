/** POST /api/admin/refunds/{paymentId}/retry: ask M-Pesa again to reverse a refund it refused. */
import { useMutation } from '@tanstack/react-query';
import * as adminPaymentsApi from '@okota/shared/contracts/admin-payments.api';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { paymentKeys } from './keys';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { refundRetryAnswer } from '@okota/shared/contracts/refunds.contract';

export type RefundRetryAnswer = WireOf<typeof refundRetryAnswer>;

export const retryRefund = (paymentId: number) => call(adminPaymentsApi.retryRefund, { params: { paymentId } });

export const useRetryRefund = () =>
  useMutation({
    mutationFn: retryRefund,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.admin }),
  });
