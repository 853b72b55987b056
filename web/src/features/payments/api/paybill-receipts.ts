/** GET /api/admin/paybill-receipts and POST …/{id}/retry: Paybill money that bought nothing, and Retry of a refused reversal. */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { paybillReceiptsAnswer } from '@okota/shared/contracts/payments.contract';
import * as adminPaymentsApi from '@okota/shared/contracts/admin-payments.api';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { paymentKeys } from './keys';

export type PaybillReceipts = WireOf<typeof paybillReceiptsAnswer>;
export type PaybillReceipt = PaybillReceipts['receipts'][number];

const PAYBILL_RECEIPTS_KEY = [...paymentKeys.admin, 'paybill-receipts'] as const;

/** Held money moves on its own (reversal results, the reconciler): refreshed every 30 s while the page is open. */
export const usePaybillReceipts = () =>
  useQuery({
    queryKey: PAYBILL_RECEIPTS_KEY,
    queryFn: ({ signal }) => call(adminPaymentsApi.paybillReceipts, {}, { signal }),
    refetchInterval: 30_000,
  });

export const useRetryPaybillReversal = () =>
  useMutation({
    mutationFn: (id: number) => call(adminPaymentsApi.retryPaybillReversal, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.admin }),
  });
