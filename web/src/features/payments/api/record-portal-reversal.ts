/**
 * POST /api/admin/refunds/{paymentId}/portal-reversal: the receipt of a reversal made by hand in
 * the M-Pesa portal; it counts once M-Pesa confirms it (docs/decisions/0262).
 */
import { useMutation } from '@tanstack/react-query';
import * as adminPaymentsApi from '@okota/shared/contracts/admin-payments.api';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { paymentKeys } from './keys';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { portalReversalAnswer } from '@okota/shared/contracts/refunds.contract';

export type PortalReversalAnswer = WireOf<typeof portalReversalAnswer>;

export const recordPortalReversal = ({ paymentId, receipt }: { paymentId: number; receipt: string }) =>
  call(adminPaymentsApi.recordPortalReversal, { params: { paymentId }, body: { receipt } });

export const useRecordPortalReversal = () =>
  useMutation({
    mutationFn: recordPortalReversal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.admin }),
  });
