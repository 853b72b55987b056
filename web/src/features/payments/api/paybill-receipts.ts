/** GET /api/admin/paybill-receipts and POST …/{id}/retry: Paybill money that bought nothing, and Retry of a refused reversal. */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { paybillReceiptsAnswer, paybillRetryAnswer } from '@okota/shared/contracts/payments.contract';
import { apiGet, apiPost } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import { paymentKeys } from './keys';

export type PaybillReceipts = WireOf<typeof paybillReceiptsAnswer>;
export type PaybillReceipt = PaybillReceipts['receipts'][number];

const PAYBILL_RECEIPTS_KEY = [...paymentKeys.admin, 'paybill-receipts'] as const;

/** Held money moves on its own (reversal results, the reconciler): refreshed every 30 s while the page is open. */
export const usePaybillReceipts = () =>
  useQuery({
    queryKey: PAYBILL_RECEIPTS_KEY,
    queryFn: () => apiGet<PaybillReceipts>('/api/admin/paybill-receipts'),
    refetchInterval: 30_000,
  });

export const useRetryPaybillReversal = () =>
  useMutation({
    mutationFn: (id: number) => apiPost<WireOf<typeof paybillRetryAnswer>>(`/api/admin/paybill-receipts/${id}/retry`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.admin }),
  });
