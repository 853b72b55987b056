/** GET /api/admin/refunds: refunds on their way, refused by M-Pesa (with Daraja's reason), the latest landed. */
import { useQuery } from '@tanstack/react-query';
import * as adminPaymentsApi from '@okota/shared/contracts/admin-payments.api';
import { call } from '../../../lib/api-client';
import { paymentKeys } from './keys';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { refundsAnswer } from '@okota/shared/contracts/refunds.contract';

export type Refunds = WireOf<typeof refundsAnswer>;
export type RefundGroup = keyof Refunds;
export type RefundRow = Refunds[RefundGroup][number];

export const getRefunds = () => call(adminPaymentsApi.refundList);

/** Refunds move on their own (M-Pesa results, the reconciler): refreshed every 30 s while the page is open. */
export const useRefunds = () => useQuery({ queryKey: paymentKeys.refunds, queryFn: getRefunds, refetchInterval: 30_000 });
