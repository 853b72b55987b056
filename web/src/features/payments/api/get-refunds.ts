/** GET /api/admin/refunds: refunds on their way, refused by M-Pesa (with Daraja's reason), the latest landed. */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { paymentKeys } from './keys';
import type { PaymentStatus, PayoutStatus, RefundReason } from './types';

export interface RefundRow {
  paymentId: number;
  itemId: number;
  itemTitle: string;
  claimerId: string;
  claimerName: string;
  /** The phone that paid, and that the reversal credits. */
  claimerPhone: string;
  amount: number;
  status: PaymentStatus;
  payoutStatus: PayoutStatus;
  /** The claimer's payment receipt, the one reversed. */
  mpesaTransactionId: string | null;
  completedAt: string | null;
  refundReason: RefundReason | null;
  refundAttempts: number;
  refundOriginatorId: string | null;
  refundRequestedAt: string | null;
  refundedAt: string | null;
  /** The reversal's M-Pesa transaction id. */
  refundTransactionId: string | null;
  /** Daraja's reason when M-Pesa refused it, or a note while it is open. */
  refundError: string | null;
  disputeReason: string | null;
}

export type RefundGroup = 'failed' | 'pending' | 'refunded';
export type Refunds = Record<RefundGroup, RefundRow[]>;

export const getRefunds = () => apiGet<Refunds>('/api/admin/refunds');

/** Refunds move on their own (M-Pesa results, the reconciler): refreshed every 30 s while the page is open. */
export const useRefunds = () => useQuery({ queryKey: paymentKeys.refunds, queryFn: getRefunds, refetchInterval: 30_000 });
